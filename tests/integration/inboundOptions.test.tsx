/*
 * The inbound wizard's add options (back order, transfer) and the way from stock to order and
 * back (Restock on a product, and a received order showing on the product's pages). Apart from
 * inboundWizard.test.tsx so the two files run side by side.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { draftOwner } from '@/lib/drafts/draftStore';
import { burnRate, movementsOf } from '@simulator/catalogue/movements';
import { INBOUND_CARRIERS } from '@simulator/orders/shipping';
import { inboundDraftStore } from '@/features/orders/inbound-wizard/draft';
import { restockLine } from '@/features/orders/inbound-wizard/restockDraft';
import { emptyInbound } from '@/features/orders/inbound-wizard/values';
import { formatCount } from '@/domain/format';
import { renderApp } from '../support/renderApp';
import {
  addProduct,
  chooseSupplier,
  LONG_FLOW,
  orderTestKit,
  PAGE_LOAD,
  pickOption,
  setEta,
} from '../support/orders';
import { wizardDriver } from '../support/wizardDriver';
import { addPartnerInline } from '../support/partnerForms';

const FORM = 'New inbound order';
const { simulator, signedIn, open, merchantDates, supplierOf, productWithCarton } = orderTestKit({
  form: FORM,
});

/** Opens an antd Select by its label and clicks the option of that title in its open list. */
async function chooseIn(user: ReturnType<typeof renderApp>['user'], label: string, title: string) {
  await user.click(screen.getByLabelText(label, { exact: false }));
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
      (el) => el.getAttribute('title') === title,
    );
    if (!found) throw new Error(`no option ${title}`);
    return found;
  });
  await user.click(option);
}

describe("the inbound wizard's add options", LONG_FLOW, () => {
  it('keeps a draft: leaving mid-way and continuing lands on the same step with the answers', async () => {
    const view = await open('/orders/inbound/new');
    const supplier = supplierOf(view.orgId);
    await view.wizard.step('Supplier');
    await chooseSupplier(view, supplier.name);
    await view.wizard.next();
    await view.wizard.expectStep('Products');
    await waitFor(() => expect(inboundDraftStore.load(view.owner)?.step).toBe(1));
    view.unmount();

    // Without ?resume=1 the draft is offered; Continue picks it up.
    const again = renderApp('/orders/inbound/new', view.store);
    expect(
      await screen.findByText('You have an unfinished inbound order', {}, PAGE_LOAD),
    ).toBeInTheDocument();
    await again.user.click(screen.getByRole('button', { name: /Continue/ }));
    const wizard = wizardDriver(again.user, FORM);
    await wizard.step('Products');
    await wizard.back();
    await wizard.step('Supplier');
    expect(screen.getByText(/^Supplier: /)).toHaveTextContent(supplier.name);
  });

  it('a transfer names the warehouse it comes from, never the one receiving it', async () => {
    const view = await open('/orders/inbound/new?type=transfer');
    const product = productWithCarton(view.orgId);
    inboundDraftStore.clear();
    await view.wizard.step('Supplier');
    expect(screen.getByText('Order type: Transfer')).toBeInTheDocument();
    // A supplier added without leaving the wizard is saved and chosen.
    await addPartnerInline(view.user, 'supplier', {
      contact: {
        name: 'Tam Nguyen',
        company: 'Harbour Freight Goods',
        email: 'tam@harbourfreight.com.au',
        type: ['Supplier type', 'Manufacturer'],
      },
      address: {
        addressLine1: '1 Wharf Road',
        suburb: 'Fremantle',
        state: 'WA',
        postcode: '6160',
        country: 'Australia',
      },
    });
    expect(await screen.findByText(/^Supplier: /)).toHaveTextContent('Harbour Freight Goods');
    expect(
      simulator().suppliers.find((s) => s.email === 'tam@harbourfreight.com.au'),
    ).toMatchObject({ organisation_id: view.orgId, company: 'Harbour Freight Goods' });
    await view.wizard.next();
    await addProduct(view, product.sku);
    await view.wizard.next();
    await view.wizard.expectStep('Shipping');
    const receiving = await screen.findByLabelText('Warehouse receiving it', { exact: false });
    // The organisation's active warehouse is preselected; choose the same one to send from.
    await waitFor(() => expect(receiving.closest('.ant-select')!.textContent).toMatch(/\(/));
    const chosen = receiving.closest('.ant-select')!.textContent!;
    await chooseIn(view.user, 'From warehouse', chosen);
    await view.wizard.choose('Carrier', simulatorCarrier());
    setEta(merchantDates().later);
    await view.wizard.choose('Shipment type', 'Pallet');
    await view.wizard.enter('Reference', 'TR-INB-1');
    await view.wizard.next();
    expect(
      await screen.findByText(/another warehouse than the one receiving it/),
    ).toBeInTheDocument();

    // From another of the organisation's warehouses it goes through.
    const other = simulator()
      .warehouses.filter((w) => w.organisation_id === view.orgId)
      .find((w) => !chosen.includes(`(${w.code})`))!;
    await chooseIn(view.user, 'From warehouse', `${other.name} (${other.code})`);
    await view.wizard.next();
    await view.wizard.expectStep('Review');
    await view.wizard.submit('Create inbound order');
    await screen.findByRole('heading', { level: 2, name: 'Print' }, PAGE_LOAD);
    expect(view.orders().find((o) => o.reference === 'TR-INB-1')).toMatchObject({
      sub_type: 'transfer',
      from_warehouse_id: other.id,
    });
  });

  it('a back order fills in the supplier and what the order it follows still owes', async () => {
    const view = await open('/orders/inbound/new?type=back');
    const followed = view
      .orders()
      .find(
        (o) =>
          o.type === 'inbound' &&
          ['in_progress', 'received'].includes(o.status) &&
          ['standard', 'back'].includes(o.sub_type) &&
          o.supplier_id !== null &&
          o.lines.some((l) => l.stored < l.quantity),
      );
    if (!followed) throw new Error('the seed has no short inbound order');
    await view.wizard.step('Supplier');
    const box = await screen.findByLabelText('Order it follows', { exact: false });
    await view.user.click(box);
    await view.user.paste(followed.reference);
    await pickOption(view.user, followed.reference);
    expect(await screen.findByText(/still owed by/)).toBeInTheDocument();
    expect(await screen.findByText(/^Supplier: /)).toBeInTheDocument();
    await view.wizard.next();
    await view.wizard.expectStep('Products');
    const owed = followed.lines.filter((l) => l.stored < l.quantity);
    expect(screen.getAllByRole('button', { name: /^Remove / })).toHaveLength(owed.length);
  });
});

describe('from stock to order', LONG_FLOW, () => {
  it('Restock on a product short of cover opens an inbound draft at Products with the suggestion', async () => {
    const { store, orgId } = await signedIn('owner@demo.test');
    const now = Date.now();
    // A product with recent dispatches whose stock is brought down to a few days of cover.
    const candidates = simulator().products.filter(
      (p) => p.organisation_id === orgId && !p.archived,
    );
    const product = candidates.find(
      (p) =>
        burnRate(movementsOf(simulator(), { product_id: p.id }), p.stock, 30, now).daily_burn_rate >
        0,
    );
    if (!product) throw new Error('the seed has no product that sells');
    // Down to about three days of cover at its own burn rate.
    const perDay = burnRate(
      movementsOf(simulator(), { product_id: product.id }),
      product.stock,
      30,
      now,
    ).daily_burn_rate;
    simulator().products.update(product.id, { stock: Math.floor(perDay * 3) });
    const rate = burnRate(
      movementsOf(simulator(), { product_id: product.id }),
      simulator().products.get(product.id)!.stock,
      30,
      now,
    );
    expect(rate.days_of_cover).toBeLessThan(14);
    const line = restockLine({ ...product, warehouse_stocks: [] }, rate)!;
    // An unfinished inbound draft is replaced only once the person agrees.
    const owner = draftOwner(store.getState().session.user);
    inboundDraftStore.save(owner, 0, { ...emptyInbound(), supplier_id: 1, supplier_name: 'Old' });
    const view = renderApp(`/space/products/${product.id}/summary`, store);
    expect(
      await screen.findByText(/Restock suggests .*: enough for 30 days/, {}, PAGE_LOAD),
    ).toHaveTextContent(String(line.quantity));
    await view.user.click(screen.getByRole('button', { name: 'Restock' }));
    await view.user.click(await screen.findByRole('button', { name: 'Replace draft' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/orders/inbound/new'));
    const wizard = wizardDriver(view.user, FORM);
    await wizard.step('Products');
    expect(screen.getByRole('button', { name: `Remove ${product.sku}` })).toBeInTheDocument();
    expect(
      inboundDraftStore.load(draftOwner(store.getState().session.user))!.values.products,
    ).toEqual([
      expect.objectContaining({
        product_id: product.id,
        quantity: line.quantity,
        unit_type: line.unit_type,
      }),
    ]);
  });
  it("after the simulator receives an inbound order, the product's stock and movements show it", async () => {
    const { store, orgId } = await signedIn('owner@demo.test');
    const order = simulator().orders.find(
      (o) =>
        o.organisation_id === orgId &&
        o.type === 'inbound' &&
        o.sub_type === 'standard' &&
        o.status === 'pending' &&
        o.lines.length > 0,
    )!;
    const line = order.lines[0]!;
    const stockBefore = simulator().products.get(line.product_id)!.stock;

    // The simulator drawer's 'Receive an inbound order'.
    const answer = await fetch('http://localhost:3000/api/__simulator/receive-inbound', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ booking_id: order.id }),
    });
    expect(answer.status).toBe(200);
    const product = simulator().products.get(line.product_id)!;
    expect(product.stock).toBeGreaterThan(stockBefore);

    const view = renderApp(`/space/products/${product.id}/summary`, store);
    const table = await screen.findByRole('table', { name: 'Stock per warehouse' }, PAGE_LOAD);
    // The receiving warehouse's row shows its new stock.
    const warehouse = simulator().warehouses.get(order.warehouse_id)!;
    const stocked = product.warehouse_stocks.find((w) => w.warehouse_id === order.warehouse_id)!;
    await waitFor(() => {
      const row = within(table)
        .getAllByRole('row')
        .find((r) => r.textContent?.includes(`(${warehouse.code})`));
      expect(within(row!).getAllByRole('cell')[1]).toHaveTextContent(formatCount(stocked.stock));
    });
    view.unmount();

    renderApp(`/space/products/${product.id}/movement`, store);
    const movements = await screen.findByRole('table', { name: 'Movements' }, PAGE_LOAD);
    await waitFor(() =>
      expect(within(movements).getAllByRole('row')[1]!).toHaveTextContent(order.reference),
    );
    expect(within(movements).getAllByRole('row')[1]!).toHaveTextContent(/Received from/);
  });
});

/** A carrier the simulator offers inbound orders. */
function simulatorCarrier(): string {
  return INBOUND_CARRIERS[1];
}
