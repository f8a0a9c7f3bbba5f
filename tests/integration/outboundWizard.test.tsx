import { screen, waitFor, within } from '@testing-library/react';
import { INSURANCE_REFUSAL, LAST_LINE_MESSAGE } from '@/domain/orders/rules';
import { storage, StorageKeys } from '@/lib/storage';
import { FAILING_CUSTOMER_STREET } from '@simulator/seed/moreOrders';
import { outboundDraftStore } from '@/features/orders/outbound-wizard/draft';
import { STEP } from '@/features/orders/outbound-wizard/values';
import { addProduct, LONG_FLOW, orderTestKit, PAGE_LOAD, pickOption } from '../support/orders';
import { lineOf, outboundSeed } from '../support/outboundOrders';
import { addPartnerInline } from '../support/partnerForms';

const { simulator, open } = orderTestKit({ form: 'Add outbound order' });
const { failingCustomer, productsIn, withoutCost, activeWarehouse, draftValues } =
  outboundSeed(simulator);

type View = Awaited<ReturnType<typeof open>>;

async function chooseCustomer(view: View, name: string) {
  const box = await screen.findByRole('combobox', { name: /^Customer/ }, PAGE_LOAD);
  await view.user.click(box);
  await view.user.paste(name);
  await pickOption(view.user, name);
  expect(await screen.findByText(/^Customer: /, {}, PAGE_LOAD)).toHaveTextContent(name);
}

describe('the outbound wizard', () => {
  it(
    'creates an order: failing address overridden, line rules, insured method refused, then created',
    LONG_FLOW,
    async () => {
      const view = await open('/orders/outbound/new');
      const { wizard, user, orgId, orders } = view;
      const customer = failingCustomer(orgId);
      const warehouseId = activeWarehouse(orgId);
      const [first, second] = productsIn(orgId, warehouseId, 2);
      withoutCost(second!.id);
      const before = orders().length;

      // Who
      await wizard.step('Who');
      wizard.stepNames(['Who', 'Address', 'Products', 'Shipping', 'Review']);
      await wizard.next();
      expect(await screen.findByText('Choose a customer, or add a new one')).toBeInTheDocument();
      await chooseCustomer(view, customer.name);
      await wizard.next();

      // Address: prefilled; Next validates it and the carrier refuses the street.
      await wizard.expectStep('Address');
      expect(screen.getByLabelText('Address line 1', { exact: false })).toHaveValue(
        FAILING_CUSTOMER_STREET,
      );
      await wizard.next();
      expect(
        await screen.findByText('The carrier cannot confirm this address', {}, PAGE_LOAD),
      ).toBeInTheDocument();
      // The problem sits on its field too.
      await waitFor(() =>
        expect(screen.getByLabelText('Address line 1', { exact: false })).toHaveAttribute(
          'aria-invalid',
          'true',
        ),
      );
      expect(screen.getByRole('heading', { level: 2, name: 'Address' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Use this address anyway' }));
      const confirm = await screen.findByRole('dialog', { name: 'Use this address anyway?' });
      await user.click(within(confirm).getByRole('button', { name: 'Use this address anyway' }));
      expect(await screen.findByText(/You confirmed this address/)).toBeInTheDocument();
      await wizard.next();

      // Products: two added, one removed, the last refused.
      await wizard.expectStep('Products');
      await addProduct(view, first!.sku);
      await addProduct(view, second!.sku);
      // Adding a product again raises its line.
      await addProduct(view, first!.sku);
      expect(screen.getByLabelText(`Quantity of ${first!.sku}`)).toHaveValue('2');
      await user.click(screen.getByRole('button', { name: `Remove ${first!.sku}` }));
      expect(
        screen.queryByRole('button', { name: `Remove ${first!.sku}` }),
      ).not.toBeInTheDocument();
      const last = screen.getByRole('button', { name: `Remove ${second!.sku}` });
      await user.click(last);
      expect(await screen.findByRole('alert')).toHaveTextContent(LAST_LINE_MESSAGE);
      expect(last).toBeEnabled();
      await wizard.next();

      // Shipping: an insured method is refused at once while a product has no valid cost.
      await wizard.expectStep('Shipping');
      await user.click(screen.getByLabelText('Shipping method', { exact: false }));
      await pickOption(user, 'Express Post');
      expect(await screen.findByText(INSURANCE_REFUSAL)).toBeInTheDocument();
      await wizard.next();
      expect(screen.getByRole('heading', { level: 2, name: 'Shipping' })).toBeInTheDocument();
      await user.click(screen.getByLabelText('Shipping method', { exact: false }));
      await pickOption(user, 'Standard');
      await waitFor(() => expect(screen.queryByText(INSURANCE_REFUSAL)).not.toBeInTheDocument());
      await wizard.enter('Reference', 'OUT-TEST-1');
      await user.click(screen.getByRole('button', { name: 'Add parcel' }));
      await wizard.enter('Weight of parcel 1', '2');
      await wizard.enter('Length of parcel 1', '50');
      await wizard.enter('Width of parcel 1', '40');
      await wizard.enter('Height of parcel 1', '30');
      expect(await screen.findByText(/Volumetric weight of parcel 1: 12 kg/)).toBeInTheDocument();
      await wizard.next();

      // Review and create.
      await wizard.expectStep('Review');
      const review = wizard.form();
      expect(within(review).getByText('OUT-TEST-1')).toBeInTheDocument();
      expect(within(review).getByText(/used anyway/)).toBeInTheDocument();
      await wizard.submit('Create order');

      await waitFor(() => expect(orders()).toHaveLength(before + 1), PAGE_LOAD);
      const saved = orders().find((o) => o.reference === 'OUT-TEST-1')!;
      expect(saved).toMatchObject({
        type: 'outbound',
        sub_type: 'standard',
        customer_id: customer.id,
        address_validation: 'overridden',
        warehouse_id: warehouseId,
      });
      expect(saved.lines).toEqual([
        expect.objectContaining({ product_id: second!.id, quantity: 1 }),
      ]);
      expect(saved.parcels).toHaveLength(1);
      await waitFor(() =>
        expect(view.router.state.location.pathname).toBe(`/orders/outbound/${saved.id}/summary`),
      );
      expect(await screen.findByText('Outbound order OUT-TEST-1 created')).toBeInTheDocument();
      expect(storage.get(StorageKeys.outboundDraft)).toBeNull();
    },
  );

  it('a customer added inline is saved, chosen, and brings their address', LONG_FLOW, async () => {
    const view = await open('/orders/outbound/new');
    await view.wizard.step('Who');
    await addPartnerInline(view.user, 'customer', {
      contact: {
        name: 'Tui Parata',
        company: 'Parata Homewares',
        email: 'tui@paratahome.co.nz',
        type: ['Customer type', 'Distributor'],
      },
      address: {
        addressLine1: '14 Queen Street',
        suburb: 'Auckland',
        state: 'Auckland',
        postcode: '1010',
        country: 'New Zealand',
      },
    });
    expect(await screen.findByText(/^Customer: /, {}, PAGE_LOAD)).toHaveTextContent('Tui Parata');
    expect(simulator().customers.find((c) => c.email === 'tui@paratahome.co.nz')).toMatchObject({
      organisation_id: view.orgId,
      company: 'Parata Homewares',
    });
    await view.wizard.next();
    await view.wizard.expectStep('Address');
    expect(screen.getByLabelText('Address line 1', { exact: false })).toHaveValue(
      '14 Queen Street',
    );
  });

  it('splits an order across warehouses into linked orders', LONG_FLOW, async () => {
    const probe = await open('/orders/outbound');
    const { orgId, owner } = probe;
    const warehouses = simulator().warehouses.filter((w) => w.organisation_id === orgId);
    const here = activeWarehouse(orgId);
    const there = warehouses.find((w) => w.id !== here)!.id;
    const [a, b] = productsIn(orgId, here, 2);
    // B is only held in the other warehouse now.
    const stockB = simulator().products.get(b!.id)!;
    stockB.warehouse_stocks = stockB.warehouse_stocks.map((s) =>
      s.warehouse_id === here
        ? { ...s, available: 0 }
        : { ...s, available: Math.max(s.available, 50) },
    );
    if (!stockB.warehouse_stocks.some((s) => s.warehouse_id === there))
      stockB.warehouse_stocks.push({
        warehouse_id: there,
        stock: 50,
        available: 50,
        on_hold: 0,
      } as never);
    const customer = simulator().customers.find(
      (c) => c.organisation_id === orgId && c.address.addressLine1 !== FAILING_CUSTOMER_STREET,
    )!;
    const values = draftValues(orgId, customer, {
      sub_type: 'split',
      products: [lineOf(a!.id, a!.sku, a!.title), lineOf(b!.id, b!.sku, b!.title)],
      reference: 'SPLIT-TEST-1',
    });
    outboundDraftStore.save(owner, STEP.review, values);
    probe.unmount();

    const view = await open('/orders/outbound/new?type=split&resume=1');
    await view.wizard.step('Review');
    expect(screen.getByText('Split')).toBeInTheDocument();
    const before = view.orders().length;
    await view.wizard.submit('Create order');
    await waitFor(() => expect(view.orders().length).toBe(before + 2), PAGE_LOAD);
    const made = view.orders().filter((o) => o.reference.startsWith('SPLIT-TEST-1'));
    expect(made).toHaveLength(2);
    expect(made.every((o) => o.sub_type === 'split')).toBe(true);
    expect(made[0]!.linked_ids).toContain(made[1]!.id);
    expect(new Set(made.map((o) => o.warehouse_id))).toEqual(new Set([here, there]));
    expect(
      await screen.findByText(/split into 2 linked orders/, {}, PAGE_LOAD),
    ).toBeInTheDocument();
    const [one, two] = [...made].sort((x, y) => x.id - y.id);
    expect(
      screen.getByText(
        (text) => text.startsWith(`${one!.reference} (`) && text.includes(`, ${two!.reference} (`),
      ),
    ).toBeInTheDocument();
  });
});
