import { screen, waitFor, within } from '@testing-library/react';
import type { AppStore } from '@/app/store';
import { NO_RECORDS_TEXT } from '@/components/page/emptyState';
import {
  AMENDED_MESSAGE,
  CANCELLED_MESSAGE,
  CONFIRMATION_REQUIRED,
} from '@/features/orders/detail/reasonForm';
import { volumetricWeight, WAREHOUSE_AND_METHOD_MESSAGE } from '@/domain/orders/rules';
import { canEdit, statusRefusal } from '@/domain/orders/status';
import type { OrderRecord } from '@simulator/db/schema';
import { SHIPPING_METHODS } from '@simulator/orders/shipping';
import { renderApp, signedInStore } from '../support/renderApp';
import { orderTestKit } from '../support/orders';
import { LONG_FLOW } from '../support/patience';

const { simulator, organisationOf } = orderTestKit();
const organisationId = (store: AppStore) => organisationOf(store).id;

const path = (order: OrderRecord, tab: string) => `/orders/${order.type}/${order.id}/${tab}`;

/** Signs in, picks an order of the user's organisation, opens one of its pages. */
async function openOrder(email: string, pick: (order: OrderRecord) => boolean, tab = 'summary') {
  const store = await signedInStore(email);
  const orgId = organisationId(store);
  const order = simulator().orders.find((o) => o.organisation_id === orgId && pick(o));
  if (!order) throw new Error('the seed has no such order');
  const view = renderApp(path(order, tab), store);
  await screen.findByRole('heading', { level: 1, name: order.reference });
  const current = () => simulator().orders.get(order.id)!;
  return { ...view, order, current };
}

/** The owner's first pending outbound order: one that can still be amended or cancelled. */
const openPendingOutbound = () =>
  openOrder('owner@demo.test', (o) => o.type === 'outbound' && o.status === 'pending');

type User = ReturnType<typeof renderApp>['user'];

/** Presses the page's `name` button; returns the dialog it opens. */
async function openDialog(user: User, name: string) {
  await user.click(screen.getByRole('button', { name }));
  return screen.findByRole('dialog');
}

/** Puts the reason in the dialog's box (pasted: typing 30 characters costs seconds here). */
const typeReason = async (user: User, dialog: HTMLElement, reason: string) => {
  await user.click(within(dialog).getByLabelText(/Reason/));
  await user.paste(reason);
};

const openTab = async (user: User, name: string) => {
  const sections = screen.getByRole('navigation', { name: 'Order sections' });
  await user.click(within(sections).getByRole('link', { name }));
  return screen.findByRole('heading', { level: 2, name });
};

describe('order detail', LONG_FLOW, () => {
  it('shows on each tab what the simulator holds', async () => {
    const { user, order, router } = await openOrder(
      'owner@demo.test',
      (o) =>
        o.type === 'outbound' &&
        o.status === 'shipped' &&
        o.parcels.length > 0 &&
        o.customer_id !== null &&
        !!o.tracking_id,
    );
    const db = simulator();
    // Summary: status, customer (linked to their page), barcode with its digits, progress.
    expect(screen.getAllByText('Shipped').length).toBeGreaterThan(0);
    const customer = db.customers.get(order.customer_id!)!;
    expect(screen.getByRole('link', { name: new RegExp(customer.name) })).toHaveAttribute(
      'href',
      `/manage/customers/${customer.id}/summary`,
    );
    expect(screen.getByText(order.barcode)).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: `Code 128 barcode ${order.barcode}` }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();

    // Products: each line's SKU.
    await openTab(user, 'Products');
    const table = await screen.findByRole('table', { name: 'Order products' });
    for (const line of order.lines)
      expect(within(table).getByText(db.products.get(line.product_id)!.sku)).toBeInTheDocument();
    // A shipped order's lines can no longer change: the edit is offered disabled, with why.
    expect(screen.getByRole('button', { name: 'Edit products' })).toBeDisabled();
    expect(
      screen.getByText('An order that is Shipped can no longer be changed'),
    ).toBeInTheDocument();

    // Shipment: tracking id, the parcels.
    await openTab(user, 'Shipment');
    expect((await screen.findAllByText(order.tracking_id!)).length).toBeGreaterThan(0);
    const parcels = await screen.findByRole('table', { name: 'Parcels' });
    expect(within(parcels).getAllByRole('row')).toHaveLength(order.parcels.length + 1);

    // Pricing: the total in AUD.
    await openTab(user, 'Pricing');
    expect(await screen.findByText('Total')).toBeInTheDocument();
    expect(screen.getAllByText(/^\$[\d,]+\.\d{2}$/).length).toBeGreaterThan(0);

    // Distributions: this order among its linked ones.
    await openTab(user, 'Distributions');
    const linked = await screen.findByRole('table', { name: 'Linked orders' });
    expect(within(linked).getByText('This order')).toBeInTheDocument();
    expect(within(linked).getAllByRole('row')).toHaveLength(order.linked_ids.length + 2);

    // Chat: the order's threads (or none), and a new chat about it.
    await openTab(user, 'Chat');
    const threads = db.tickets.filter((t) => t.order_id === order.id);
    if (threads.length > 0)
      expect(await screen.findByRole('link', { name: threads[0]!.subject })).toHaveAttribute(
        'href',
        `/support/chats/${threads[0]!.uid}`,
      );
    else expect(await screen.findByText(NO_RECORDS_TEXT)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New chat about this order' }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        `/support/chats/new?order_id=${order.id}`,
      ),
    );
  });

  it('amends with a reason: the order moves to Amending and keeps the reason', async () => {
    const { user, current } = await openPendingOutbound();
    const dialog = await openDialog(user, 'Amend');
    await user.click(within(dialog).getByRole('button', { name: 'Move to amending' }));
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();
    expect(current().status).toBe('pending');

    await typeReason(user, dialog, 'Customer asked for a second item');
    await user.click(within(dialog).getByRole('button', { name: 'Move to amending' }));
    expect(await screen.findByText(AMENDED_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(current().status).toBe('amending'));
    expect(current().reason).toBe('Customer asked for a second item');
    expect(await screen.findByText('Customer asked for a second item')).toBeInTheDocument();
    // Amending cannot be amended again: the button stays, disabled, with the reason.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Amend' })).toBeDisabled());
    expect(screen.getByText(statusRefusal.amend('amending'))).toBeInTheDocument();
  });

  it('offers no usable Cancel or Amend on an inbound order once it is shipped', async () => {
    await openOrder('owner@demo.test', (o) => o.type === 'inbound' && o.status === 'shipped');
    expect(await screen.findByRole('button', { name: 'Cancel order' })).toBeDisabled();
    expect(screen.getByText(statusRefusal.cancel('shipped'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Amend' })).toBeDisabled();
    expect(screen.getByText(statusRefusal.amend('shipped'))).toBeInTheDocument();
  });

  it('a refusal shows in the dialog and keeps the typed reason', async () => {
    const { user, current } = await openOrder(
      'owner@demo.test',
      (o) => o.type === 'inbound' && o.status === 'pending',
    );
    // The warehouse moves on while the page is open.
    current().status = 'received';
    const dialog = await openDialog(user, 'Amend');
    await typeReason(user, dialog, 'Supplier sends fewer boxes');
    await user.click(within(dialog).getByRole('button', { name: 'Move to amending' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      statusRefusal.amend('received'),
    );
    expect(within(dialog).getByLabelText(/Reason/)).toHaveValue('Supplier sends fewer boxes');
    expect(current().reason).not.toBe('Supplier sends fewer boxes');
  });

  it('cancels with a reason and confirmation; a cancelled order offers no Cancel', async () => {
    const { user, current } = await openPendingOutbound();
    const dialog = await openDialog(user, 'Cancel order');
    expect(within(dialog).getByText(/irreversible/)).toBeInTheDocument();
    await typeReason(user, dialog, 'Duplicate of another order');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await within(dialog).findByText(CONFIRMATION_REQUIRED)).toBeInTheDocument();
    expect(current().status).toBe('pending');

    await user.click(within(dialog).getByRole('checkbox', { name: /cannot be undone/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText(CANCELLED_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(current().status).toBe('cancelled'));
    expect(current().reason).toBe('Duplicate of another order');
    expect(await screen.findByText(/This order was cancelled/)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: 'Amend' })).not.toBeInTheDocument();
  });

  it('edits the products and the simulator holds the new quantity', async () => {
    const { user, order, current, router } = await openOrder(
      'owner@demo.test',
      (o) =>
        o.type === 'inbound' && canEdit(o.status) && o.status !== 'draft' && o.lines.length > 0,
      'products',
    );
    await user.click(await screen.findByRole('button', { name: 'Edit products' }));
    await screen.findByRole('heading', { level: 2, name: 'Edit products' });
    const form = await screen.findByRole('form', { name: 'Edit order products' });
    const first = order.lines[0]!;
    const quantity = (await within(form).findAllByRole('spinbutton'))[0]!;
    await user.clear(quantity);
    await user.type(quantity, String(first.quantity + 3));
    await user.click(within(form).getByRole('button', { name: 'Save products' }));
    expect(await screen.findByText('Order products updated')).toBeInTheDocument();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/orders/inbound/${order.id}/products`),
    );
    expect(current().lines[0]!.quantity).toBe(first.quantity + 3);
  });

  it('refuses warehouse and method together; saves the warehouse and parcels', async () => {
    const { user, order, current } = await openOrder(
      'owner@demo.test',
      (o) => o.type === 'outbound' && o.status === 'pending' && o.parcels.length > 0,
      'shipment/edit',
    );
    const form = await screen.findByRole('form', { name: 'Edit shipment' });
    const pick = async (label: string, option: string) => {
      await user.click(within(form).getByLabelText(label, { exact: true }));
      await user.click(await screen.findByTitle(option));
    };
    const warehouse = simulator().warehouses.find(
      (w) => w.organisation_id === order.organisation_id && w.id !== order.warehouse_id,
    )!;
    const method = SHIPPING_METHODS.find(
      (m) => m.code !== order.shipping_method && (m.international || order.country_iso2 === 'AU'),
    )!;
    await pick('Warehouse', `${warehouse.name} (${warehouse.code})`);
    await pick('Shipping method', `${method.label}${method.insured ? ' (insured)' : ''}`);
    await user.click(within(form).getByRole('button', { name: 'Save shipment' }));
    expect(await within(form).findAllByText(WAREHOUSE_AND_METHOD_MESSAGE)).toHaveLength(2);
    expect(current().warehouse_id).toBe(order.warehouse_id);
    expect(current().shipping_method).toBe(order.shipping_method);

    // Back to the order's own method: the warehouse alone may change, with a parcel's size.
    const own = SHIPPING_METHODS.find((m) => m.code === order.shipping_method)!;
    await pick('Shipping method', `${own.label}${own.insured ? ' (insured)' : ''}`);
    const parcel = within(form).getByRole('group', { name: 'Parcel 1' });
    const length = within(parcel).getByLabelText('Length of parcel 1');
    await user.clear(length);
    await user.type(length, '50');
    const { width, height } = order.parcels[0]!;
    const kg = volumetricWeight(50, width, height).toLocaleString('en-AU', {
      maximumFractionDigits: 2,
    });
    expect(within(parcel).getByRole('status')).toHaveTextContent(
      `Volumetric weight of parcel 1: ${kg} kg`,
    );
    await user.click(within(form).getByRole('button', { name: 'Save shipment' }));
    expect(await screen.findByText('Shipment updated')).toBeInTheDocument();
    await waitFor(() => expect(current().warehouse_id).toBe(warehouse.id));
    expect(current().parcels[0]).toMatchObject({ length: 50, width, height });
    expect(current().shipping_method).toBe(order.shipping_method);
  });

  it('a MEMBER sees *** where the server masks prices', async () => {
    const { user } = await openOrder(
      'member@demo.test',
      (o) => o.type === 'outbound' && o.lines.length > 0,
      'products',
    );
    const table = await screen.findByRole('table', { name: 'Order products' });
    expect(within(table).getAllByRole('button', { name: '*** (masked)' }).length).toBeGreaterThan(
      0,
    );
    await openTab(user, 'Pricing');
    expect((await screen.findAllByRole('button', { name: '*** (masked)' })).length).toBeGreaterThan(
      0,
    );
  });
});
