import { Button, Select, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { formatAudAmount } from '@/domain/format';
import type { OpenInvoice } from '../handlers/simulator';
import { signedInOrganisationUid, windowPath } from './portalState';
import { SimulatorPanel, useOutcome, type PanelProps } from './SimulatorPanel';
import { fetchOpenInvoices, payInvoice } from './simulatorApi';

const INVOICE_PATH = /^\/settings\/billing\/(\d+)(?:\/|$)/;

/** The invoice open on screen (/settings/billing/{id}/…), if any. */
export function invoiceOnScreen(pathname: string): number | null {
  const id = INVOICE_PATH.exec(pathname)?.[1];
  return id ? Number(id) : null;
}

const STATUS_WORD = { unpaid: 'Unpaid', overdue: 'Overdue' } as const;
const optionLabel = (i: OpenInvoice) =>
  `${i.document_number} · ${formatAudAmount(i.balance)} · ${STATUS_WORD[i.status]}`;

/**
 * 'Pay an invoice': the accounts team records a payment in full of one of the signed-in
 * organisation's invoices still owing (the one open on screen is chosen first). The cable then
 * tells the portal (invoice.updated), which refreshes the open invoice, the list and the
 * dashboard.
 */
export function InvoicePayment({ apiBase, currentPath = windowPath }: PanelProps) {
  const organisationUid = signedInOrganisationUid();
  const [invoices, setInvoices] = useState<OpenInvoice[] | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const { busy, outcome, setOutcome, act } = useOutcome();

  // State changes only after the request settles (react-hooks/set-state-in-effect).
  const load = useCallback(
    () =>
      organisationUid
        ? fetchOpenInvoices(apiBase, organisationUid).then(
            (open) => {
              setInvoices(open);
              const onScreen = invoiceOnScreen(currentPath());
              setChosen(open.find((i) => i.id === onScreen)?.id ?? open[0]?.id ?? null);
            },
            (e: unknown) => setOutcome({ type: 'error', text: (e as Error).message }),
          )
        : Promise.resolve(),
    [apiBase, organisationUid, currentPath, setOutcome],
  );

  useEffect(() => {
    void load();
  }, [load]);

  const pay = async () => {
    if (chosen === null) return;
    await act(async () => {
      const { document_number } = await payInvoice(apiBase, chosen);
      return `${document_number} is now Paid`;
    }, load);
  };

  return (
    <SimulatorPanel
      id="billing"
      title="Billing"
      description="Pays an invoice of your organisation in full, as the accounts team records a payment."
      outcome={outcome}
    >
      {!organisationUid ? (
        <Typography.Paragraph>
          Sign in to pay your organisation&apos;s invoices.
        </Typography.Paragraph>
      ) : invoices?.length === 0 ? (
        <Typography.Paragraph>Every invoice is paid.</Typography.Paragraph>
      ) : (
        <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
          <label htmlFor="simulator-invoice-to-pay">Invoice to pay</label>
          <Select
            id="simulator-invoice-to-pay"
            style={{ width: '100%' }}
            loading={invoices === null}
            value={chosen ?? undefined}
            onChange={(id: number) => setChosen(id)}
            options={(invoices ?? []).map((i) => ({ value: i.id, label: optionLabel(i) }))}
          />
          <Button onClick={() => void pay()} loading={busy} disabled={busy || chosen === null}>
            Pay an invoice
          </Button>
        </div>
      )}
    </SimulatorPanel>
  );
}
