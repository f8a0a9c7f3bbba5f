import { Alert, Button, Divider, Drawer, Popconfirm, Typography } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { storage } from '@/lib/storage';
import { InvoicePayment } from './InvoicePayment';
import { Mailbox } from './Mailbox';
import { fetchMailbox, resetDemoData, type Mail } from './simulatorApi';
import { WarehouseReply } from './WarehouseReply';
import type { SimulatorMenuProps } from './SimulatorMenu';

// Its own chunk: the drawer opens as quickly as before the order actions existed.
const OrderActions = lazy(() =>
  import('./OrderActions').then((m) => ({ default: m.OrderActions })),
);

export interface SimulatorDrawerProps extends Required<Omit<SimulatorMenuProps, 'ready'>> {
  open: boolean;
  onClose(): void;
}

/**
 * The simulator's drawer: reset the demo data, send a warehouse reply and work on orders as the
 * warehouse, pay an invoice as the accounts team (live updates), read the mailbox (polled while open). Loaded the
 * first time the Simulator button is pressed, so the first screen never pays for it.
 */
export default function SimulatorDrawer({
  apiBase,
  navigate,
  pollMs,
  open,
  onClose,
}: SimulatorDrawerProps) {
  const [mails, setMails] = useState<Mail[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [resetError, setResetError] = useState<string | null>(null);

  // State changes only after the request settles, so the effect below never sets state
  // synchronously (react-hooks/set-state-in-effect).
  const load = useCallback(
    () =>
      fetchMailbox(apiBase).then(
        (data) => {
          setMails(data);
          setError(null);
        },
        (e: unknown) => setError((e as Error).message || 'Could not load the mailbox'),
      ),
    [apiBase],
  );

  useEffect(() => {
    if (!open) return undefined;
    void load();
    const timer = setInterval(() => void load(), pollMs);
    return () => clearInterval(timer);
  }, [open, pollMs, load]);

  const refresh = async () => {
    setLoading(true);
    await load();
    setLoading(false);
  };

  const reset = async () => {
    try {
      await resetDemoData(apiBase);
    } catch (e) {
      setResetError((e as Error).message);
      return;
    }
    // The seed has no sessions: whatever the portal kept about the user is stale now.
    storage.clearAllExcept();
    navigate('/auth/login');
  };

  return (
    <Drawer
      title="API simulator"
      placement="right"
      size={420}
      open={open}
      onClose={onClose}
      zIndex={1200}
    >
      <Typography.Paragraph type="secondary">
        Every call of this portal is answered by a simulated API with demo data stored in this
        browser.
      </Typography.Paragraph>
      <Popconfirm
        title="Reset demo data?"
        description="All changes, sessions and e-mails are lost and you are signed out."
        okText="Reset"
        okButtonProps={{ danger: true }}
        cancelText="Cancel"
        // antd awaits a promise returned here (its OK button spins until the reset is done),
        // though its type says void; reset never rejects (it shows its failure itself).
        // eslint-disable-next-line @typescript-eslint/no-misused-promises
        onConfirm={reset}
      >
        <Button danger>Reset demo data</Button>
      </Popconfirm>
      {resetError && <Alert type="error" showIcon title={resetError} style={{ marginTop: 12 }} />}
      <Divider />
      <WarehouseReply apiBase={apiBase} />
      <Divider />
      <Suspense fallback={null}>
        <OrderActions apiBase={apiBase} />
      </Suspense>
      <Divider />
      <InvoicePayment apiBase={apiBase} />
      <Divider />
      <Mailbox mails={mails} error={error} loading={loading} onRefresh={() => void refresh()} />
    </Drawer>
  );
}
