import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import type { AppStore } from '@/app/store';
import { draftOwner } from '@/lib/drafts/draftStore';
import { ETA_PAST_MESSAGE } from '@/lib/orders/rules';
import { storage, StorageKeys } from '@/lib/storage';
import { INBOUND_CARRIERS } from '@/mocks/orders/shipping';
import { inboundDraftStore } from '@/features/orders/inbound-wizard/draft';
import { todayIn } from '@/features/orders/inbound-wizard/today';
import { emptyInbound, REVIEW_STEP, SHIPPING_STEP } from '@/features/orders/inbound-wizard/values';
import { renderApp, signedInStore } from '../support/renderApp';
import { withSimulator } from '../support/simulator';
import { wizardDriver } from '../support/wizardDriver';

const simulator = withSimulator();

/** A whole wizard run drives antd through many steps; a shared 2-core machine needs room. */
const LONG_FLOW = { timeout: 60_000 };
const PAGE_LOAD = { timeout: 15_000 };
const FORM = 'New inbound order';

function organisationOf(store: AppStore) {
  const uid = store.getState().session.user!.x_organisation_uid;
  return simulator().organisations.find((o) => o.uid === uid)!;
}

async function open(path: string, email = 'owner@demo.test') {
  const store = await signedInStore(email);
  const orgId = organisationOf(store).id;
  const view = renderApp(path, store);
  const wizard = wizardDriver(view.user, FORM);
  const orders = () => simulator().orders.filter((o) => o.organisation_id === orgId);
  const owner = draftOwner(store.getState().session.user);
  return { ...view, orgId, wizard, orders, owner };
}

/** The merchant's today and a week on, in their profile's timezone. */
function merchantDates(email = 'owner@demo.test') {
  const user = simulator().users.find((u) => u.email === email)!;
  const today = todayIn(user.time_zone);
  return { today, later: dayjs(today).add(7, 'day').format('YYYY-MM-DD') };
}

function supplierOf(orgId: number) {
  return simulator().suppliers.find((s) => s.organisation_id === orgId)!;
}

/** A live product of the organisation with a carton (to count a line in cartons). */
function productWithCarton(orgId: number) {
  const product = simulator().products.find(
    (p) => p.organisation_id === orgId && !p.archived && p.units.some((u) => u.unit === 'CARTON'),
  );
  if (!product) throw new Error('the seed has no product with a carton');
  return structuredClone(product);
}

/** Clicks the suggestion whose visible text contains `text` (antd AutoComplete / Select). */
async function pickOption(user: ReturnType<typeof renderApp>['user'], text: string) {
  const option = await screen.findByText(
    (_, el) =>
      !!el?.classList.contains('ant-select-item-option-content') &&
      (el.textContent ?? '').includes(text),
    {},
    PAGE_LOAD,
  );
  await user.click(option);
}

async function chooseSupplier(view: Awaited<ReturnType<typeof open>>, name: string) {
  const box = await screen.findByLabelText('Supplier', { exact: false }, PAGE_LOAD);
  await view.user.click(box);
  await view.user.paste(name);
  await pickOption(view.user, name);
  expect(await screen.findByText(/^Supplier: /)).toHaveTextContent(name);
}

async function addProduct(view: Awaited<ReturnType<typeof open>>, sku: string) {
  const box = await screen.findByRole('combobox', { name: 'Add product' });
  await view.user.click(box);
  await view.user.paste(sku);
  await pickOption(view.user, sku);
  await screen.findByRole('button', { name: `Remove ${sku}` }, PAGE_LOAD);
}

function setEta(value: string) {
  fireEvent.change(screen.getByLabelText('ETA', { exact: false }), { target: { value } });
}

describe('the inbound wizard', () => {
  it(
    'creates an order through Supplier, Products (in cartons), Shipping (past ETA refused) and Review, then prints',
    LONG_FLOW,
    async () => {
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
    },
  );

  it(
    'a unit the product does not have is refused and the wizard returns to Products',
    LONG_FLOW,
    async () => {
      const view = await open('/orders/inbound/new');
      const product = simulator().products.find(
        (p) =>
          p.organisation_id === view.orgId &&
          !p.archived &&
          !p.units.some((u) => u.unit === 'PALLET'),
      )!;
      // Everything answered, at Review (a resumed draft), with the line counted in pallets.
      inboundDraftStore.save(view.owner, REVIEW_STEP, {
        ...emptyInbound(),
        supplier_id: supplierOf(view.orgId).id,
        supplier_name: 'Someone',
        products: [
          {
            product_id: product.id,
            sku: product.sku,
            title: product.title,
            quantity: 1,
            unit_type: 'PALLET',
            // As the Products step stored it once the product's stock was read.
            warehouse_stocks: [],
          },
        ],
        warehouse_id: simulator().warehouses.find((w) => w.organisation_id === view.orgId)!.id,
        carrier: simulatorCarrier(),
        eta: merchantDates().later,
        shipment_type: 'pallet',
        reference: 'PO-INB-PALLET',
      });
      view.unmount();
      const again = renderApp('/orders/inbound/new?resume=1', view.store);
      const wizard = wizardDriver(again.user, FORM);
      await wizard.step('Review');
      expect(within(wizard.form()).getByText('1 pallet')).toBeInTheDocument();
      await wizard.submit('Create inbound order');
      await wizard.step('Products');
      expect(await screen.findByText(/has no PALLET type/)).toBeInTheDocument();
      expect(view.orders().some((o) => o.reference === 'PO-INB-PALLET')).toBe(false);
    },
  );

  it('waits for a free reference before leaving Shipping', LONG_FLOW, async () => {
    const view = await open('/orders/inbound/new');
    const taken = view.orders()[0]!.reference;
    const product = productWithCarton(view.orgId);
    // Straight to Shipping with the first two steps answered (a resumed draft).
    inboundDraftStore.save(view.owner, SHIPPING_STEP, {
      ...emptyInbound(),
      supplier_id: supplierOf(view.orgId).id,
      supplier_name: 'Someone',
      products: [
        {
          product_id: product.id,
          sku: product.sku,
          title: product.title,
          quantity: 2,
          unit_type: 'BASE',
        },
      ],
    });
    view.unmount();
    const again = renderApp('/orders/inbound/new?resume=1', view.store);
    const wizard = wizardDriver(again.user, FORM);
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

/** A carrier the simulator offers inbound orders. */
function simulatorCarrier(): string {
  return INBOUND_CARRIERS[1];
}
