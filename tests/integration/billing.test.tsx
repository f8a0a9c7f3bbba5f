import { screen, waitFor, within } from '@testing-library/react';
import { formatAudAmount } from '@/domain/format';
import { makeStore } from '@/app/store';
import { storage } from '@/lib/storage';
import { signInAs, simulatorCable } from '@simulator/node';
import { renderApp, signedInStore } from '../support/renderApp';
import { DAY_MS, testClock } from '../support/testClock';
import { portalTestKit } from '../support/portal';
import { bodyRowCells, chooseOption, searchOf } from '../support/queries';
import { LONG_FLOW } from '../support/patience';

const { simulator, organisationOf, signedIn } = portalTestKit();

const rangeText = (n: number, noun: string) =>
  new RegExp(`^\\d+–\\d+ of ${n} ${noun}$|^${n} ${noun}$`);

/** The text inside a PDF blob the portal handed to the browser. */
const pdfTextOf = async (blob: Blob) => {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  return String.fromCharCode(...bytes);
};

describe('billing', LONG_FLOW, () => {
  it('lands filtered on ?status=unpaid, filters by status, date and number in the URL, with the totals', async () => {
    const { store, organisation: org } = await signedIn('owner@demo.test');
    const mine = simulator().invoices.filter((i) => i.organisation_id === org.id);
    const open = mine.filter((i) => i.status !== 'paid');
    const { router, user } = renderApp('/settings/billing?status=unpaid', store);

    await screen.findByText(rangeText(open.length, 'invoices'));
    const numbers = () => bodyRowCells('Invoices').map((cells) => cells[1]!.textContent);
    expect(numbers().sort()).toEqual(open.map((i) => i.document_number).sort());
    expect(
      screen.getByRole('combobox', { name: 'Status' }).closest('.ant-select'),
    ).toHaveTextContent('Unpaid (incl. overdue)');
    // The account at a glance: every open balance, and the overdue part.
    const totals = screen.getByRole('group', { name: 'Account totals' });
    const owed = open.reduce((s, i) => s + i.balance, 0);
    // Overdue is a balance owing past its due date, on the test clock's day.
    const today = new Date().toISOString().slice(0, 10);
    const late = open.filter((i) => i.due_date < today);
    expect(totals).toHaveTextContent(formatAudAmount(owed));
    expect(totals).toHaveTextContent(formatAudAmount(late.reduce((s, i) => s + i.balance, 0)));
    expect(totals).toHaveTextContent(`${late.length} invoices overdue`);

    await chooseOption(user, 'Status', 'Paid');
    await waitFor(() => expect(searchOf(router).get('status')).toBe('paid'));
    const paid = mine.filter((i) => i.status === 'paid');
    await screen.findByText(rangeText(paid.length, 'invoices'));
    expect(screen.getAllByText('Paid', { selector: '.ant-tag' })).toHaveLength(paid.length);

    // A document number search (its distinct end: the week's date) narrows to that invoice.
    const target = paid[1]!;
    const words = target.document_number.slice(-8);
    await user.type(screen.getByRole('searchbox', { name: 'Search invoices' }), words);
    await waitFor(() => expect(searchOf(router).get('query')).toBe(words));
    await screen.findByText(rangeText(1, 'invoices'));
    expect(numbers()).toEqual([target.document_number]);

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await screen.findByText(rangeText(mine.length, 'invoices'));
  });

  it('reads a date range from the URL and shows only invoices dated within it', async () => {
    const { store, organisation: org } = await signedIn('owner@demo.test');
    const dates = simulator()
      .invoices.filter((i) => i.organisation_id === org.id)
      .map((i) => i.date)
      .sort();
    const [from, to] = [dates[1]!, dates[2]!];
    renderApp(`/settings/billing?date_from=${from}&date_to=${to}`, store);
    await screen.findByText(rangeText(2, 'invoices'));
    expect(screen.getByRole('textbox', { name: 'Invoice date' })).toHaveValue(from);
  });

  it('shows an invoice with its breakdown and opens its PDF and tax invoice', async () => {
    const { store, organisation: org } = await signedIn('owner@demo.test');
    const invoice = simulator().invoices.find(
      (i) => i.organisation_id === org.id && i.received > 0 && i.received < i.amount,
    )!;
    const { user, router } = renderApp('/settings/billing?status=overdue', store);
    await user.click(await screen.findByRole('link', { name: invoice.document_number }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/settings/billing/${invoice.id}/summary`),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: invoice.document_number }),
    ).toBeInTheDocument();
    expect(screen.getByText(invoice.tax_reference)).toBeInTheDocument();
    const breakdown = screen.getByRole('table', { name: 'Breakdown' });
    for (const line of invoice.breakdown) {
      expect(within(breakdown).getByText(line.description)).toBeInTheDocument();
    }
    expect(within(breakdown).getByText(formatAudAmount(invoice.amount))).toBeInTheDocument();
    expect(screen.getAllByText(formatAudAmount(invoice.balance)).length).toBeGreaterThan(0);

    // Open: a new tab is opened at the click and pointed at the PDF the signed address answers.
    const blobs: Blob[] = [];
    const createUrl = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return `blob:test/${blobs.length}`;
    });
    const tab = { opener: {}, closed: false, close: vi.fn(), location: { href: '' } };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    // A saved file is a clicked download link: keep happy-dom from following it.
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    try {
      await user.click(screen.getByRole('button', { name: 'Open invoice PDF' }));
      await waitFor(() => expect(tab.location.href).toBe('blob:test/1'));
      expect(open).toHaveBeenCalledWith('', '_blank');
      expect(tab.opener).toBeNull();
      const text = await pdfTextOf(blobs[0]!);
      expect(text.startsWith('%PDF-')).toBe(true);
      expect(text).toContain(`Invoice ${invoice.document_number}`);
      expect(text).toContain(`Balance: ${formatAudAmount(invoice.balance)} AUD`);

      // Download: no tab, the file is saved under the tax invoice's number.
      open.mockClear();
      await user.click(screen.getByRole('button', { name: 'Download tax invoice' }));
      await waitFor(() => expect(blobs).toHaveLength(2));
      expect(open).not.toHaveBeenCalled();
      expect(saved).toEqual([`TI-${invoice.document_number.slice(4)}.pdf`]);
      expect(await pdfTextOf(blobs[1]!)).toContain(
        `Tax Invoice TI-${invoice.document_number.slice(4)}`,
      );
    } finally {
      createUrl.mockRestore();
      open.mockRestore();
      click.mockRestore();
    }
  });
});

describe('invoice status', LONG_FLOW, () => {
  /** The organisation's first invoice still owing and not yet due on the test clock's day. */
  function notYetDue(organisationId: number) {
    const today = new Date().toISOString().slice(0, 10);
    return simulator()
      .invoices.filter((i) => i.organisation_id === organisationId && i.balance > 0)
      .filter((i) => i.due_date >= today)
      .sort((a, b) => a.due_date.localeCompare(b.due_date))[0]!;
  }

  it('shows Overdue on the list once an invoice’s due date has passed', async () => {
    const store = await signedInStore('owner@demo.test');
    const invoice = notYetDue(organisationOf(store).id);
    testClock.set(Date.parse(`${invoice.due_date}T12:00:00Z`) + DAY_MS);
    renderApp('/settings/billing', store);
    const link = await screen.findByRole('link', { name: invoice.document_number });
    const row = link.closest('tr')!;
    expect(within(row).getByText('Overdue')).toBeInTheDocument();
    expect(within(row).queryByText('Unpaid')).not.toBeInTheDocument();
  });

  it('turns an open invoice page Paid when the Simulator menu pays it', async () => {
    // Boot with a stored session: the cable connects once it validates.
    const { user, headers } = await signInAs('owner@demo.test');
    storage.set('user', { ...user, headers });
    const store = makeStore();
    const invoice = notYetDue(organisationOf(store).id);
    renderApp(`/settings/billing/${invoice.id}/summary`, store);
    await screen.findByRole('heading', { level: 1, name: invoice.document_number });
    expect(await screen.findByText('Unpaid', { selector: '.ant-tag' })).toBeInTheDocument();
    await waitFor(() => expect(simulatorCable().subscriptions()).toHaveLength(1));

    // What the Simulator menu's 'Pay an invoice' sends.
    const response = await fetch('http://localhost:3000/api/__simulator/pay-invoice', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ invoice_id: invoice.id }),
    });
    expect(response.status).toBe(200);
    expect(await screen.findByText('Paid', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(screen.queryByText('Unpaid', { selector: '.ant-tag' })).not.toBeInTheDocument();
    const received = screen.getByText('Received', { selector: 'th, .ant-descriptions-item-label' });
    expect(received.closest('tr')).toHaveTextContent(formatAudAmount(invoice.amount));
  });
});

describe('wallet', LONG_FLOW, () => {
  it('shows the balance, filters by type and text, and pages through the URL', async () => {
    const { store, organisation: org } = await signedIn('owner@demo.test');
    const lines = simulator()
      .wallet_transactions.filter((t) => t.organisation_id === org.id)
      .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
    const { router, user } = renderApp('/settings/wallet?per_page=10', store);

    await screen.findByText(rangeText(lines.length, 'transactions'));
    const balance = screen.getByRole('group', { name: 'Wallet balance' });
    expect(balance).toHaveTextContent(formatAudAmount(lines[0]!.balance));
    const ids = () => bodyRowCells('Transactions').map((cells) => cells[0]!.textContent);
    expect(ids()).toEqual(lines.slice(0, 10).map((t) => t.uid));

    await user.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(searchOf(router).get('page')).toBe('2'));
    await waitFor(() => expect(ids()).toEqual(lines.slice(10, 20).map((t) => t.uid)));

    await chooseOption(user, 'Type', 'Top-up');
    await waitFor(() => expect(searchOf(router).get('type')).toBe('top_up'));
    expect(searchOf(router).get('page')).toBeNull();
    const topUps = lines.filter((t) => t.type === 'top_up');
    await screen.findByText(rangeText(topUps.length, 'transactions'));
    expect(ids()).toEqual(topUps.slice(0, 10).map((t) => t.uid));

    const refund = lines.find((t) => t.type === 'refund')!;
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search transactions' }), 'refund');
    await waitFor(() => expect(searchOf(router).get('query')).toBe('refund'));
    await waitFor(() => expect(ids()).toEqual([refund.uid]));
  });

  it('sends a MEMBER to the not-allowed page for billing, an invoice and the wallet', async () => {
    const { store, organisation: org } = await signedIn('member@demo.test');
    const invoice = simulator().invoices.find((i) => i.organisation_id === org.id)!;
    for (const path of [
      '/settings/billing?status=unpaid',
      `/settings/billing/${invoice.id}/summary`,
      '/settings/wallet',
    ]) {
      const view = renderApp(path, store);
      expect(await screen.findByRole('heading', { name: 'Not Allowed' })).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      view.unmount();
    }
  });
});
