import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { inboundDraftStore } from '@/features/orders/inbound-wizard/draft';
import { emptyInbound } from '@/features/orders/inbound-wizard/values';
import { draftOwner } from '@/lib/drafts/draftStore';
import { storage, StorageKeys } from '@/lib/storage';
import { SHIPPING_METHODS } from '@simulator/orders/shipping';
import { renderApp } from '../support/renderApp';
import { orderTestKit } from '../support/orders';
import { chooseOption, searchOf } from '../support/queries';
import { LONG_FLOW } from '../support/patience';

const { simulator, signedIn, signedInWithOutbound, open } = orderTestKit();

/** The references in the table's rows, top to bottom. */
function referencesIn(tableName: string) {
  const table = screen.getByRole('table', { name: tableName });
  return within(table)
    .queryAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('link')[0]?.textContent ?? '')
    .filter(Boolean);
}

/** Every row's status badge text. */
function statusesIn(tableName: string) {
  const table = screen.getByRole('table', { name: tableName });
  return [...table.querySelectorAll('tbody [data-tone]')].map((tag) => tag.textContent);
}

/** The open dialog whose title is `title` (antd keeps closed ones in the page). */
async function dialogTitled(title: string) {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  return heading.closest<HTMLElement>('[role="dialog"]')!;
}

const rangeText = (n: number, noun: string) =>
  new RegExp(`^\\d+–\\d+ of ${n} ${noun}$|^${n} ${noun}$`);

describe('order lists', LONG_FLOW, () => {
  it('filters, sorts and pages through the URL, and comes back the same after a reload', async () => {
    const { user, router, orders, store } = await open('/orders/outbound');
    const outbound = orders().filter((o) => o.type === 'outbound');
    await screen.findByText(rangeText(outbound.length, 'outbound orders'));

    await chooseOption(user, 'Status', 'No Stock');
    await waitFor(() => expect(searchOf(router).get('status')).toBe('no_stock'));
    const noStock = orders().filter((o) => o.type === 'outbound' && o.status === 'no_stock');
    expect(noStock.length).toBeGreaterThan(0);
    await screen.findByText(rangeText(noStock.length, 'outbound orders'));
    expect(new Set(statusesIn('Outbound Orders'))).toEqual(new Set(['No Stock']));

    // A second filter narrows further; the first stays.
    await chooseOption(user, 'Order type', 'Standard');
    await waitFor(() => expect(searchOf(router).get('sub_type')).toBe('standard'));
    const both = noStock.filter((o) => o.sub_type === 'standard');
    await screen.findByText(rangeText(both.length, 'outbound orders'));

    // Sort by reference, ascending.
    await user.click(screen.getByRole('columnheader', { name: /Reference/ }));
    await waitFor(() => expect(searchOf(router).get('sort')).toBe('reference'));
    const sorted = [...both]
      .map((o) => o.reference)
      .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
    await waitFor(() => expect(referencesIn('Outbound Orders')).toEqual(sorted.slice(0, 20)));

    // A reload (a fresh store and router on the same URL) shows the same rows and controls.
    const url = `${router.state.location.pathname}${router.state.location.search}`;
    cleanup();
    const again = renderApp(url, store);
    await waitFor(() => expect(referencesIn('Outbound Orders')).toEqual(sorted.slice(0, 20)));
    expect(searchOf(again.router).get('status')).toBe('no_stock');
    const statusBox = screen.getByRole('combobox', { name: 'Status' }).closest('.ant-select')!;
    expect(statusBox.querySelector('[title="No Stock"]')).not.toBeNull();

    await again.user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(searchOf(again.router).get('status')).toBeNull());
    expect(searchOf(again.router).get('sub_type')).toBeNull();
    expect(searchOf(again.router).get('sort')).toBe('reference');
    await screen.findByText(rangeText(outbound.length, 'outbound orders'));
  });

  it('pages on the server: page 2 shows the next rows', async () => {
    const { user, router, orders } = await open('/orders/inbound?sort=reference');
    const inbound = orders()
      .filter((o) => o.type === 'inbound')
      .map((o) => o.reference)
      .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
    await waitFor(() => expect(referencesIn('Inbound Orders')).toEqual(inbound.slice(0, 20)));
    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(searchOf(router).get('page')).toBe('2'));
    await waitFor(() => expect(referencesIn('Inbound Orders')).toEqual(inbound.slice(20, 40)));
  });

  it('reads a create date range from the URL into the picker and the request', async () => {
    const { store, outbound } = await signedInWithOutbound('owner@demo.test');
    // The simulator reads days in the caller's zone; the tests run in UTC.
    const days = [...new Set(outbound.map((o) => o.created_at.slice(0, 10)))].sort();
    const [from, to] = [days[Math.floor(days.length / 3)]!, days[Math.floor(days.length / 2)]!];
    const inRange = outbound.filter(
      (o) => o.created_at.slice(0, 10) >= from && o.created_at.slice(0, 10) <= to,
    );
    renderApp(`/orders/outbound?created_from=${from}&created_to=${to}`, store);
    await screen.findByText(rangeText(inRange.length, 'outbound orders'));
    expect(screen.getByPlaceholderText('Created from')).toHaveValue(from);
    expect(screen.getByPlaceholderText('Created to')).toHaveValue(to);
  });

  it('opens the list the dashboard card names, filtered', async () => {
    const { user, router, orders } = await open('/dashboard');
    const amending = orders().filter((o) => o.type === 'outbound' && o.status === 'amending');
    await user.click(await screen.findByRole('link', { name: /^Outbounds Amending \d+$/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/outbound'));
    expect(searchOf(router).get('status')).toBe('amending');
    await screen.findByText(rangeText(amending.length, 'outbound orders'));
    expect(new Set(statusesIn('Outbound Orders'))).toEqual(new Set(['Amending']));
  });

  it('saves a named view, opens it from the menu and deletes it', async () => {
    const { user, router, store } = await open('/orders/outbound?status=in_progress&sort=-items');
    await screen.findByRole('table', { name: 'Outbound Orders' });
    await user.click(screen.getByRole('button', { name: 'Save view' }));
    const dialog = await dialogTitled('Save view');
    await user.click(within(dialog).getByRole('button', { name: 'Save view' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('View name'));
    await user.paste('Busy ones');
    await user.click(within(dialog).getByRole('button', { name: 'Save view' }));
    await screen.findByText('View Busy ones saved');

    const owner = draftOwner(store.getState().session.user);
    type Kept = Record<string, Record<string, { name: string; search: string }[]>>;
    const kept = storage.get<Kept>(StorageKeys.listViews);
    expect(kept?.[owner]?.['orders.outbound']).toEqual([
      expect.objectContaining({ name: 'Busy ones', search: 'status=in_progress&sort=-items' }),
    ]);

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(searchOf(router).get('status')).toBeNull());

    await user.click(screen.getByRole('button', { name: /Views/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Busy ones' }));
    await waitFor(() => expect(searchOf(router).get('status')).toBe('in_progress'));
    expect(searchOf(router).get('sort')).toBe('-items');

    await user.click(screen.getByRole('button', { name: /Views/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Manage views…' }));
    const manage = await dialogTitled('Saved views');
    await user.click(within(manage).getByRole('button', { name: 'Delete view Busy ones' }));
    expect(await within(manage).findByText('No saved views.')).toBeInTheDocument();
    expect(storage.get<Kept>(StorageKeys.listViews)?.[owner]?.['orders.outbound']).toEqual([]);
  });

  it('cancels selected orders with one reason and says per row what happened', async () => {
    const { user, orders } = await open('/orders/outbound?status=pending,shipped&sort=reference');
    const rows = orders()
      .filter((o) => o.type === 'outbound' && (o.status === 'pending' || o.status === 'shipped'))
      .sort((a, b) => a.reference.localeCompare(b.reference, 'en', { numeric: true }))
      .slice(0, 20);
    const pending = rows.filter((o) => o.status === 'pending').slice(0, 2);
    const shipped = rows.find((o) => o.status === 'shipped')!;
    expect(pending).toHaveLength(2);
    await waitFor(() => expect(referencesIn('Outbound Orders').length).toBeGreaterThan(0));

    for (const order of [...pending, shipped])
      await user.click(screen.getByRole('checkbox', { name: `Select ${order.reference}` }));
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    expect(screen.getByText('1 of them cannot be cancelled.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel orders' }));
    const dialog = await dialogTitled('Cancel orders');
    expect(
      within(dialog).getByText(
        `${shipped.reference}: An order that is Shipped cannot be cancelled`,
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel 2 orders' }));
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason'), 'Customer changed their mind');

    // Meanwhile the warehouse ships the second one: the server refuses it.
    simulator().orders.update(pending[1]!.id, { status: 'shipped' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel 2 orders' }));

    const results = await within(dialog).findByRole('region', { name: 'Cancel results' });
    expect(within(results).getByText(`${pending[0]!.reference} cancelled`)).toBeInTheDocument();
    expect(
      within(results).getByText(
        `${pending[1]!.reference}: An order that is Shipped cannot be cancelled`,
      ),
    ).toBeInTheDocument();
    expect(
      within(results).getByText(
        `${shipped.reference}: An order that is Shipped cannot be cancelled`,
      ),
    ).toBeInTheDocument();
    expect(within(results).getByText('1 of 3 done, 2 refused.')).toBeInTheDocument();

    const db = simulator().orders;
    expect(db.get(pending[0]!.id)).toMatchObject({
      status: 'cancelled',
      reason: 'Customer changed their mind',
    });
    expect(db.get(pending[1]!.id)!.status).toBe('shipped');
    expect(db.get(shipped.id)!.status).toBe('shipped');

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() =>
      expect(screen.getByText('Select orders for bulk actions')).toBeInTheDocument(),
    );
  });

  it('lists the drafts: continues one in its wizard, discards another', async () => {
    const { store, orgId } = await signedIn('owner@demo.test');
    const owner = draftOwner(store.getState().session.user);
    inboundDraftStore.save(owner, 1, {
      ...emptyInbound('back'),
      supplier_id: 1,
      supplier_name: 'Bean Brothers',
    });
    const serverDrafts = simulator().orders.filter(
      (o) => o.organisation_id === orgId && o.status === 'draft',
    );
    const { user, router } = renderApp('/orders/draft', store);

    const unfinished = await screen.findByRole('region', { name: 'Unfinished orders' });
    expect(within(unfinished).getByText(/Bean Brothers/)).toBeInTheDocument();
    // Counted as the wizard's step bar counts (its Print step included): "Step 2 of 5".
    expect(within(unfinished).getByText(/stopped at Products \(step 2 of 5\)/)).toBeInTheDocument();
    await screen.findByText(rangeText(serverDrafts.length, 'draft orders'));
    expect(new Set(statusesIn('Draft orders'))).toEqual(new Set(['Draft']));
    // Shipping methods by the names the wizard offers them under, never by code.
    const shown = referencesIn('Draft orders');
    const shipped = serverDrafts.find((o) => o.shipping_method && shown.includes(o.reference))!;
    expect(shipped).toBeDefined();
    const method = SHIPPING_METHODS.find((m) => m.code === shipped.shipping_method)!;
    const row = screen.getByRole('link', { name: shipped.reference }).closest('tr')!;
    await waitFor(() => expect(row).toHaveTextContent(method.label));
    expect(row).not.toHaveTextContent(method.code);

    await user.click(within(unfinished).getByRole('button', { name: 'Discard inbound draft' }));
    await user.click(await screen.findByRole('button', { name: 'Keep it' }));
    expect(inboundDraftStore.exists(owner)).toBe(true);

    await user.click(within(unfinished).getByRole('button', { name: 'Continue inbound draft' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/inbound/new'));
    expect(router.state.location.search).toBe('?resume=1');
    // Leave once the wizard shows the draft where it stopped, as a person would: leaving while its
    // lazy page is still loading let that pending render land after the drafts list's.
    expect(await screen.findByText('Step 2 of 5')).toBeInTheDocument();

    await router.navigate('/orders/draft');
    const again = await screen.findByRole('region', { name: 'Unfinished orders' });
    await user.click(within(again).getByRole('button', { name: 'Discard inbound draft' }));
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(inboundDraftStore.exists(owner)).toBe(false));
    expect(storage.get(StorageKeys.inboundDraft)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Unfinished orders' })).not.toBeInTheDocument();
  });

  it('lists returns with their original order', async () => {
    const { orders } = await open('/orders/returns');
    const returns = orders().filter((o) => o.type === 'inbound' && o.sub_type === 'return');
    await screen.findByText(rangeText(returns.length, 'returns'));
    expect(returns.length).toBeGreaterThan(0);
    await waitFor(() => expect(referencesIn('Returns').length).toBeGreaterThan(0));
    const first = returns.find((o) => o.reference === referencesIn('Returns')[0])!;
    expect(first.source_order_id).not.toBeNull();
    const original = simulator().orders.get(first.source_order_id!)!;
    const row = screen.getByRole('link', { name: first.reference }).closest('tr')!;
    expect(within(row).getByRole('link', { name: original.reference })).toHaveAttribute(
      'href',
      `/orders/${original.type}/${original.id}/summary`,
    );
  });
});
