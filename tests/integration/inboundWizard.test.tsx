import { screen, waitFor, within } from '@testing-library/react';
import { ETA_PAST_MESSAGE } from '@/domain/orders/rules';
import { storage, StorageKeys } from '@/lib/storage';
import { INBOUND_CARRIERS } from '@simulator/orders/shipping';
import { inboundDraftStore } from '@/features/orders/inbound-wizard/draft';
import {
  emptyInbound,
  type InboundFormValues,
  REVIEW_STEP,
  SHIPPING_STEP,
} from '@/features/orders/inbound-wizard/values';
import { renderApp } from '../support/renderApp';
import {
  addProduct,
  chooseSupplier,
  LONG_FLOW,
  orderTestKit,
  PAGE_LOAD,
  setEta,
} from '../support/orders';
import { wizardDriver } from '../support/wizardDriver';

const FORM = 'New inbound order';
const UNIT_TITLES = { BASE: 'Base (single item)', BOX: 'Box', CARTON: 'Carton', PALLET: 'Pallet' };
const { simulator, open, merchantDates, supplierOf, productWithCarton } = orderTestKit({
  form: FORM,
});

describe('the inbound wizard', LONG_FLOW, () => {
  it('creates an order through Supplier, Products (in cartons), Shipping (past ETA refused) and Review, then prints', async () => {
    const view = await open('/orders/inbound/new');
    const { wizard, user, orgId, orders } = view;
    const supplier = supplierOf(orgId);
    const product = productWithCarton(orgId);
    const { later } = merchantDates();
    const before = orders().length;

    await wizard.step('Supplier');
    wizard.stepNames(['Supplier', 'Products', 'Shipping', 'Review', 'Print']);
    await wizard.next();
    expect(await screen.findByText('Choose a supplier, or add one')).toBeInTheDocument();
    await chooseSupplier(view, supplier.name);
    await wizard.next();

    await wizard.expectStep('Products');
    await wizard.next();
    expect(await screen.findByText('Add at least one product')).toBeInTheDocument();
    await addProduct(view, product.sku);
    await wizard.choose(`Unit type of ${product.sku}`, 'Carton');
    await wizard.next();

    await wizard.expectStep('Shipping');
    await wizard.choose('Carrier', simulatorCarrier());
    setEta('2020-01-01');
    await wizard.choose('Shipment type', 'Container');
    await wizard.enter('Reference', 'PO-INB-1');
    await wizard.enter('Invoice reference', 'INV-77');
    await wizard.next();
    expect(await screen.findByText(ETA_PAST_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Shipping' })).toBeInTheDocument();
    setEta(later);
    await wizard.next();

    await wizard.expectStep('Review');
    const review = wizard.form();
    expect(within(review).getByText('1 carton')).toBeInTheDocument();
    expect(within(review).getByText('PO-INB-1')).toBeInTheDocument();
    expect(within(review).getByText(later)).toBeInTheDocument();
    await wizard.submit('Create inbound order');

    await waitFor(() => expect(orders()).toHaveLength(before + 1));
    const saved = orders().find((o) => o.reference === 'PO-INB-1')!;
    expect(saved).toMatchObject({ type: 'inbound', sub_type: 'standard', eta: later });
    expect(saved.lines).toEqual([
      expect.objectContaining({ product_id: product.id, quantity: 1, unit_type: 'CARTON' }),
    ]);
    expect(await screen.findByText('Inbound order PO-INB-1 created')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Print' })).toBeInTheDocument();
    expect(view.router.state.location.search).toBe(`?created=${saved.id}`);
    expect(storage.get(StorageKeys.inboundDraft)).toBeNull();
    expect(screen.getByRole('link', { name: "View the order's summary" })).toHaveAttribute(
      'href',
      `/orders/inbound/${saved.id}/summary`,
    );

    // Both prints are PDFs, saved under the order's reference.
    const saves: string[] = [];
    const createUrl = vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:pdf');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saves.push(this.download);
    });
    try {
      await user.click(screen.getByRole('button', { name: 'Print shipment label' }));
      await waitFor(() => expect(saves).toHaveLength(1));
      const blob = createUrl.mock.calls[0]![0] as Blob;
      expect(blob.type).toBe('application/pdf');
      expect((await blob.text()).slice(0, 4)).toBe('%PDF');
      expect(saves[0]).toBe('shipment-label-PO-INB-1.pdf');
      await user.click(screen.getByRole('button', { name: 'Print report' }));
      await waitFor(() => expect(saves).toHaveLength(2));
      expect(saves[1]).toBe('shipment-report-PO-INB-1.pdf');
    } finally {
      createUrl.mockRestore();
      click.mockRestore();
    }
  });

  it('a unit the product does not have is refused and the wizard returns to Products', async () => {
    const view = await open('/orders/inbound/new');
    const noPallet = simulator().products.filter(
      (p) =>
        p.organisation_id === view.orgId &&
        !p.archived &&
        !p.units.some((u) => u.unit === 'PALLET'),
    );
    // Preferably one that also lacks a box or a carton, so the units offered are visibly fewer.
    const product =
      noPallet.find((p) => !['BOX', 'CARTON'].every((u) => p.units.some((x) => x.unit === u))) ??
      noPallet[0]!;
    // Everything answered, at Review (a resumed draft), with the line counted in pallets.
    const { again, wizard } = resumeDraft(
      view,
      REVIEW_STEP,
      // As the Products step stored it once the product's stock was read.
      { ...lineOf(product), unit_type: 'PALLET', warehouse_stocks: [] },
      {
        warehouse_id: simulator().warehouses.find((w) => w.organisation_id === view.orgId)!.id,
        carrier: simulatorCarrier(),
        eta: merchantDates().later,
        shipment_type: 'pallet',
        reference: 'PO-INB-PALLET',
      },
    );
    await wizard.step('Review');
    expect(within(wizard.form()).getByText('1 pallet')).toBeInTheDocument();
    await wizard.submit('Create inbound order');
    await wizard.step('Products');
    expect(await screen.findByText(/has no PALLET type/)).toBeInTheDocument();
    expect(view.orders().some((o) => o.reference === 'PO-INB-PALLET')).toBe(false);

    // The stored line had no units: it reads its product's, and offers those (and the stored
    // PALLET, which the server judged) only. Filling them in leaves the server's message.
    const has = new Set(product.units.map((u) => u.unit));
    const expected = (['BASE', 'BOX', 'CARTON', 'PALLET'] as const)
      .filter((u) => u === 'BASE' || u === 'PALLET' || has.has(u))
      .map((u) => UNIT_TITLES[u]);
    await again.user.click(screen.getByRole('combobox', { name: `Unit type of ${product.sku}` }));
    await waitFor(
      () =>
        expect(
          [
            ...document.querySelectorAll(
              '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
            ),
          ].map((el) => el.getAttribute('title')),
        ).toEqual(expected),
      PAGE_LOAD,
    );
    expect(screen.getByText(/has no PALLET type/)).toBeInTheDocument();
  });

  it('waits for a free reference before leaving Shipping', async () => {
    const view = await open('/orders/inbound/new');
    const taken = view.orders()[0]!.reference;
    const product = productWithCarton(view.orgId);
    // Straight to Shipping with the first two steps answered (a resumed draft).
    const { wizard } = resumeDraft(view, SHIPPING_STEP, { ...lineOf(product), quantity: 2 });
    await wizard.step('Shipping');
    await wizard.choose('Carrier', simulatorCarrier());
    setEta(merchantDates().later);
    await wizard.choose('Shipment type', 'Pallet');
    await wizard.enter('Reference', taken);
    await wizard.next();
    expect(await screen.findByText(/Reference has already been used/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Shipping' })).toBeInTheDocument();
  });
});

type OpenWizard = Awaited<ReturnType<typeof open>>;
type DraftLine = InboundFormValues['products'][number];

/** One unit of `product` in its base unit, as an order line of the wizard. */
function lineOf(product: { id: number; sku: string; title: string }): DraftLine {
  return {
    product_id: product.id,
    sku: product.sku,
    title: product.title,
    quantity: 1,
    unit_type: 'BASE',
  };
}

/**
 * Saves a draft at `step` with a supplier and `line` chosen (and `rest` answered), then opens the
 * wizard again on it, as a merchant resuming a draft would.
 */
function resumeDraft(
  view: OpenWizard,
  step: number,
  line: DraftLine,
  rest: Partial<InboundFormValues> = {},
) {
  inboundDraftStore.save(view.owner, step, {
    ...emptyInbound(),
    supplier_id: supplierOf(view.orgId).id,
    supplier_name: 'Someone',
    products: [line],
    ...rest,
  });
  view.unmount();
  const again = renderApp('/orders/inbound/new?resume=1', view.store);
  return { again, wizard: wizardDriver(again.user, FORM) };
}

/** A carrier the simulator offers inbound orders. */
function simulatorCarrier(): string {
  return INBOUND_CARRIERS[1];
}
