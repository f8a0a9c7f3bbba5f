import { screen, waitFor, within } from '@testing-library/react';
import type { PartnerAddress } from '@/domain/contract';
import { INSURANCE_REFUSAL, LAST_LINE_MESSAGE } from '@/domain/orders/rules';
import { REFERENCE_TAKEN_MESSAGE } from '@/features/orders/components/referenceCheck';
import { storage, StorageKeys } from '@/lib/storage';
import { FAILING_CUSTOMER_STREET } from '@simulator/seed/moreOrders';
import { outboundDraftStore } from '@/features/orders/outbound-wizard/draft';
import {
  addressKey,
  emptyOutbound,
  STEP,
  type OutboundValues,
} from '@/features/orders/outbound-wizard/values';
import { addProduct, LONG_FLOW, orderTestKit, PAGE_LOAD, pickOption } from '../support/orders';
import { wizardDriver } from '../support/wizardDriver';
import { enterAddress, enterContact } from '../support/partnerForms';

const { simulator, open } = orderTestKit({ form: 'Add outbound order' });

type View = Awaited<ReturnType<typeof open>>;

/** The organisation's customer whose street the carrier refuses (seeded). */
function failingCustomer(orgId: number) {
  const customer = simulator().customers.find(
    (c) => c.organisation_id === orgId && c.address.addressLine1 === FAILING_CUSTOMER_STREET,
  );
  if (!customer) throw new Error('the seed has no customer with a failing address');
  return customer;
}

/** Live products of the organisation with stock available in `warehouseId`. */
function productsIn(orgId: number, warehouseId: number, count: number) {
  const found = simulator().products.filter(
    (p) =>
      p.organisation_id === orgId &&
      !p.archived &&
      p.warehouse_stocks.some((s) => s.warehouse_id === warehouseId && s.available > 5),
  );
  if (found.length < count) throw new Error('the seed has too few products in stock');
  return found.slice(0, count);
}

/** Makes a product's cost price invalid (0), as a product missing its cost is. */
function withoutCost(productId: number) {
  simulator().products.get(productId)!.supplier_value = 0;
}

function activeWarehouse(orgId: number) {
  const org = simulator().organisations.find((o) => o.id === orgId)!;
  return (
    org.active_warehouse_id ?? simulator().warehouses.find((w) => w.organisation_id === orgId)!.id
  );
}

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

  it(
    'keeps the draft through a reload: asked to continue, then back at its step with its values',
    LONG_FLOW,
    async () => {
      const first = await open('/orders/outbound/new?resume=1');
      const customer = failingCustomer(first.orgId);
      outboundDraftStore.save(first.owner, STEP.address, draftValues(first.orgId, customer));
      first.unmount();

      const view = await open('/orders/outbound/new?resume=1');
      await view.wizard.step('Address');
      expect(screen.getByLabelText('Address line 1', { exact: false })).toHaveValue(
        customer.address.addressLine1,
      );
      await view.user.clear(screen.getByLabelText('Address line 2', { exact: false }));
      await view.wizard.enter('Address line 2', 'Unit 5');
      await waitFor(() =>
        expect(outboundDraftStore.load(view.owner)?.values.addressLine2).toBe('Unit 5'),
      );
      // A reload without ?resume asks first, and Continue lands where the person was.
      view.unmount();
      const again = await open('/orders/outbound/new');
      expect(
        await screen.findByText('You have an unfinished outbound order', {}, PAGE_LOAD),
      ).toBeInTheDocument();
      await again.user.click(screen.getByRole('button', { name: /continue/i }));
      await again.wizard.step('Address');
      expect(screen.getByLabelText('Address line 2', { exact: false })).toHaveValue('Unit 5');
      // The customer survived too.
      await again.wizard.back();
      expect(await screen.findByText(/^Customer: /)).toHaveTextContent(customer.name);
    },
  );

  it(
    'duplicates an order: its customer, address and lines start a new draft',
    LONG_FLOW,
    async () => {
      const probe = await open('/orders/outbound');
      const source = probe
        .orders()
        .find(
          (o) =>
            o.type === 'outbound' &&
            o.customer_id !== null &&
            o.lines.length > 0 &&
            o.address?.addressLine1 !== FAILING_CUSTOMER_STREET,
        )!;
      probe.unmount();
      const view = await open(`/orders/outbound/new?type=duplicate&from=${source.id}`);
      const customer = simulator().customers.get(source.customer_id!)!;
      await view.wizard.step('Who');
      expect(await screen.findByText(/^Customer: /, {}, PAGE_LOAD)).toHaveTextContent(
        customer.name,
      );
      await view.wizard.next();
      await view.wizard.expectStep('Address');
      expect(screen.getByLabelText('Address line 1', { exact: false })).toHaveValue(
        source.address!.addressLine1,
      );
      await view.user.click(screen.getByRole('button', { name: 'Validate address' }));
      const verdict = await screen.findByText(
        /Address validated|The carrier cannot confirm this address/,
        {},
        PAGE_LOAD,
      );
      if (/cannot confirm/.test(verdict.textContent ?? '')) {
        await view.user.click(screen.getByRole('button', { name: 'Use this address anyway' }));
        const dialog = await screen.findByRole('dialog', { name: 'Use this address anyway?' });
        await view.user.click(
          within(dialog).getByRole('button', { name: 'Use this address anyway' }),
        );
      }
      await view.wizard.next();
      await view.wizard.expectStep('Products');
      const skus = new Set(source.lines.map((l) => simulator().products.get(l.product_id)!.sku));
      for (const sku of skus)
        expect(await screen.findByRole('button', { name: `Remove ${sku}` })).toBeInTheDocument();
      await waitFor(() =>
        expect(outboundDraftStore.load(view.owner)?.values).toMatchObject({
          sub_type: 'duplicate',
          source_order_id: source.id,
        }),
      );
    },
  );

  it('a customer added inline is saved, chosen, and brings their address', LONG_FLOW, async () => {
    const view = await open('/orders/outbound/new');
    await view.wizard.step('Who');
    await view.user.click(screen.getByRole('button', { name: 'Add a new customer' }));
    const modal = wizardDriver(view.user, 'Add a customer');
    await enterContact(modal, {
      name: 'Tui Parata',
      company: 'Parata Homewares',
      email: 'tui@paratahome.co.nz',
      type: ['Customer type', 'Distributor'],
    });
    await enterAddress(modal, {
      addressLine1: '14 Queen Street',
      suburb: 'Auckland',
      state: 'Auckland',
      postcode: '1010',
      country: 'New Zealand',
    });
    await view.user.click(screen.getByRole('button', { name: 'Save customer' }));
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

  it(
    "sends Review back to Shipping for a taken reference and for the server's insurance refusal",
    LONG_FLOW,
    async () => {
      const probe = await open('/orders/outbound');
      const { orgId, owner } = probe;
      const taken = probe.orders().find((o) => o.reference)!.reference;
      const customer = simulator().customers.find(
        (c) => c.organisation_id === orgId && c.address.addressLine1 !== FAILING_CUSTOMER_STREET,
      )!;
      const [p] = productsIn(orgId, activeWarehouse(orgId), 1);
      // The portal could not see the cost (masked); the server knows it is missing.
      withoutCost(p!.id);
      const values = draftValues(orgId, customer, {
        products: [{ ...lineOf(p!.id, p!.sku, p!.title), cost_valid: null }],
        shipping_method: 'AUPOST_EXPRESS',
        reference: taken,
      });
      outboundDraftStore.save(owner, STEP.review, values);
      probe.unmount();

      const view = await open('/orders/outbound/new?resume=1');
      const before = view.orders().length;
      await view.wizard.step('Review');
      await view.wizard.submit('Create order');
      await view.wizard.step('Shipping');
      expect(await screen.findByText(REFERENCE_TAKEN_MESSAGE, {}, PAGE_LOAD)).toBeInTheDocument();
      const reference = screen.getByLabelText('Reference', { exact: false });
      await view.user.clear(reference);
      await view.user.paste('INSURED-TEST-1');
      await view.wizard.next();
      await view.wizard.expectStep('Review');
      await view.wizard.submit('Create order');
      await view.wizard.step('Shipping');
      expect(await screen.findByText(INSURANCE_REFUSAL, {}, PAGE_LOAD)).toBeInTheDocument();
      expect(view.orders()).toHaveLength(before);
    },
  );
});

/** A line as the editor keeps it, stock unknown (read again from the product). */
function lineOf(id: number, sku: string, title: string) {
  return { product_id: id, sku, title, quantity: 1, cost_valid: true };
}

/** A draft filled up to Review for `customer`, with the address validated as it stands. */
function draftValues(
  orgId: number,
  customer: { id: number; name: string; company: string; address: PartnerAddress },
  overrides: Partial<OutboundValues> = {},
): OutboundValues {
  const warehouseId = activeWarehouse(orgId);
  const [p] = productsIn(orgId, warehouseId, 1);
  const values = emptyOutbound({
    ...customer.address,
    customer: { id: customer.id, name: customer.name, company: customer.company },
    warehouse_id: warehouseId,
    products: [lineOf(p!.id, p!.sku, p!.title)],
    shipping_method: 'AUPOST_PARCEL',
    reference: 'DRAFT-REF-1',
    ...overrides,
  });
  const failing = customer.address.addressLine1 === FAILING_CUSTOMER_STREET;
  values.address_validation = {
    valid: !failing,
    problems: failing ? { addressLine1: 'The carrier cannot deliver to this street address' } : {},
    checked_at: new Date().toISOString(),
    for: addressKey(values),
  };
  values.address_override = failing;
  return values;
}
