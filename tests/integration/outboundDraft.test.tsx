import { screen, waitFor, within } from '@testing-library/react';
import { INSURANCE_REFUSAL } from '@/domain/orders/rules';
import { REFERENCE_TAKEN_MESSAGE } from '@/features/orders/components/referenceCheck';
import { FAILING_CUSTOMER_STREET } from '@simulator/seed/moreOrders';
import { outboundDraftStore } from '@/features/orders/outbound-wizard/draft';
import { STEP } from '@/features/orders/outbound-wizard/values';
import { LONG_FLOW, orderTestKit, PAGE_LOAD } from '../support/orders';
import { lineOf, outboundSeed } from '../support/outboundOrders';

const { simulator, open } = orderTestKit({ form: 'Add outbound order' });
const { failingCustomer, productsIn, withoutCost, activeWarehouse, draftValues } =
  outboundSeed(simulator);

describe('the outbound wizard', () => {
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
