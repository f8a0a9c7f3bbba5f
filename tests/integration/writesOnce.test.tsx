import { screen, waitFor, within } from '@testing-library/react';
import { NETWORK_ERROR_MESSAGE } from '@/api/apiError';
import { EMPTY_PRODUCT_VALUES } from '@/features/products/form/values';
import { productDraftStore } from '@/features/products/wizard/draft';
import { outboundDraftStore } from '@/features/orders/outbound-wizard/draft';
import { addressKey, emptyOutbound, STEP } from '@/features/orders/outbound-wizard/values';
import { draftOwner } from '@/lib/drafts/draftStore';
import { storage, StorageKeys } from '@/lib/storage';
import { countryUid } from '@simulator/lib/countries';
import { simulatorFaults } from '@simulator/node';
import { FAILING_CUSTOMER_STREET } from '@simulator/seed/moreOrders';
import { LONG_FLOW, PAGE_LOAD } from '../support/patience';
import { renderApp } from '../support/renderApp';
import { portalTestKit } from '../support/portal';
import { wizardDriver } from '../support/wizardDriver';

/*
 * A write whose answer is lost after the server applied it, then the person presses again: the
 * retry carries the submission's Idempotency-Key, so the server answers it with what it kept and
 * exactly one record exists.
 */
const { simulator, signedIn } = portalTestKit();

async function openAsOwner(path: string) {
  const { store, organisation } = await signedIn('owner@demo.test');
  const owner = draftOwner(store.getState().session.user);
  return { store, organisation, owner, open: () => renderApp(path, store) };
}

/** The next answer to a matching request is lost on the way back, after the server applied it. */
const loseNextAnswer = (method: string, path: string) =>
  simulatorFaults().add({ kind: 'lost', method, path });

/** What the person sees in the form when the answer never came (a toast says it too). */
const expectLostAnswerMessage = async (form: HTMLElement) =>
  expect(await within(form).findByRole('alert')).toHaveTextContent(NETWORK_ERROR_MESSAGE);

/** A wizard's form area: the form and the alert above it. */
const wizardArea = (form: HTMLElement) => form.closest('.ant-card-body') as HTMLElement;

/** Nothing left loading, so no request reaches the next test's simulator. */
const settled = () =>
  waitFor(() =>
    expect(document.querySelector('.ant-spin-spinning, [aria-busy="true"]')).toBeNull(),
  );

const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

describe('a write whose answer was lost, sent again', () => {
  it('starts one chat', async () => {
    const { open } = await openAsOwner('/support/chats/new');
    const { user, router } = open();
    await user.type(await screen.findByLabelText('Subject', {}, PAGE_LOAD), 'Answer lost');
    await user.type(screen.getByLabelText('Message'), 'Sent once, answered twice.');
    loseNextAnswer('POST', '^/support/tickets$');

    await user.click(screen.getByRole('button', { name: 'Start chat' }));
    await expectLostAnswerMessage(screen.getByRole('form', { name: 'New chat' }));
    expect(simulator().tickets.filter((t) => t.subject === 'Answer lost')).toHaveLength(1);
    expect(screen.getByLabelText('Subject')).toHaveValue('Answer lost');
    expect(router.state.location.pathname).toBe('/support/chats/new');

    await user.click(screen.getByRole('button', { name: 'Start chat' }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/support/chats/new'));
    const made = simulator().tickets.filter((t) => t.subject === 'Answer lost');
    expect(made).toHaveLength(1);
    expect(router.state.location.pathname).toBe(`/support/chats/${made[0]!.uid}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Answer lost' }, PAGE_LOAD),
    ).toBeInTheDocument();
    await settled();
  });

  it('adds one comment, with its file', async () => {
    const { organisation, store } = await openAsOwner('');
    const ticket = structuredClone(
      simulator().tickets.find(
        (t) =>
          t.organisation_id === organisation.id && t.status === 'open' && t.comments.length < 10,
      )!,
    );
    const { user } = renderApp(`/support/chats/${ticket.uid}`, store);
    await screen.findByRole('heading', { level: 1, name: ticket.subject }, PAGE_LOAD);
    await user.type(screen.getByLabelText('Message'), 'Photo of the crushed box');
    await user.upload(
      screen.getByLabelText('Attach files'),
      new File([PNG_BYTES], 'crushed.png', { type: 'image/png' }),
    );
    loseNextAnswer('POST', '/comment');

    await user.click(screen.getByRole('button', { name: 'Send' }));
    await expectLostAnswerMessage(screen.getByRole('form', { name: 'Reply' }));
    const comments = () => simulator().tickets.get(ticket.id)!.comments;
    expect(comments()).toHaveLength(ticket.comments.length + 1);
    expect(screen.getByLabelText('Message')).toHaveValue('Photo of the crushed box');

    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByLabelText('Message')).toHaveValue(''));
    expect(comments()).toHaveLength(ticket.comments.length + 1);
    const sent = comments().at(-1)!;
    expect(sent.body).toBe('Photo of the crushed box');
    expect(sent.attachments!.map((a) => [a.name, a.size])).toEqual([
      ['crushed.png', PNG_BYTES.length],
    ]);
    const messages = screen.getByRole('list', { name: 'Messages' });
    await waitFor(() =>
      expect(messages.lastElementChild).toHaveTextContent('Photo of the crushed box'),
    );
    await settled();
  });

  it('breaks stock down once', async () => {
    const { organisation, store } = await openAsOwner('');
    const product = simulator().products.find(
      (p) =>
        p.organisation_id === organisation.id &&
        !p.archived &&
        p.units.some((u) => u.unit === 'BOX') &&
        p.units.some((u) => u.unit === 'CARTON'),
    )!;
    const units = product.units.map((u) => (u.unit === 'CARTON' ? { ...u, stock: 5 } : u));
    const stock = units.reduce((sum, u) => sum + u.stock * u.items_per_unit, 0);
    simulator().products.update(product.id, { units, stock });
    const unitStock = (unit: string) =>
      simulator()
        .products.get(product.id)!
        .units.find((u) => u.unit === unit)!.stock;
    const boxes = unitStock('BOX');
    const perCarton =
      units.find((u) => u.unit === 'CARTON')!.items_per_unit /
      units.find((u) => u.unit === 'BOX')!.items_per_unit;
    const breakdowns = () =>
      simulator().movements.filter((m) => m.product_id === product.id && m.type === 'breakdown');
    const before = breakdowns().length;

    const { user } = renderApp(`/space/products/${product.id}/types`, store);
    const table = await screen.findByRole('table', { name: 'Product types' }, PAGE_LOAD);
    // The table refreshes the product it opened with (its stock was just changed): its rows can
    // be pressed once it is no longer busy, as a person waits for the spinner.
    await waitFor(() => expect(table.closest('[aria-busy="true"]')).toBeNull(), PAGE_LOAD);
    await user.click(within(table).getByRole('button', { name: 'Break down cartons' }));
    const dialog = await screen.findByRole('dialog', { name: 'Break down cartons' });
    const quantity = within(dialog).getByLabelText('Quantity (cartons)');
    await user.clear(quantity);
    await user.type(quantity, '2');
    loseNextAnswer('POST', '/types/breakdown');

    await user.click(within(dialog).getByRole('button', { name: 'Break down' }));
    expect(await within(dialog).findByText(NETWORK_ERROR_MESSAGE)).toBeInTheDocument();
    expect(unitStock('CARTON')).toBe(3);

    await user.click(within(dialog).getByRole('button', { name: 'Break down' }));
    expect(await screen.findByText('Stock broken down')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Break down cartons' })).not.toBeInTheDocument(),
    );
    expect(unitStock('CARTON')).toBe(3);
    expect(unitStock('BOX')).toBe(boxes + 2 * perCarton);
    expect(simulator().products.get(product.id)!.stock).toBe(stock);
    expect(breakdowns()).toHaveLength(before + 1);
    await settled();
  });

  it('creates one product from the wizard', LONG_FLOW, async () => {
    const { owner, open } = await openAsOwner('/space/products/new?resume=1');
    productDraftStore.save(owner, 2, {
      ...EMPTY_PRODUCT_VALUES,
      sku: 'ONCE-ONLY-1',
      title: 'Merino beanie, once',
      length: 22,
      width: 20,
      height: 3,
      weight: 0.12,
      manufactured_country: countryUid('AU'),
      hs_code: '6505.00',
      supplier_value: 9.5,
      sales_value: 39,
    });
    const { router, user } = open();
    const wizard = wizardDriver(user, 'Add product');
    await screen.findByRole('heading', { level: 2, name: 'Preferences' }, PAGE_LOAD);
    const made = () => simulator().products.filter((p) => p.sku === 'ONCE-ONLY-1');
    loseNextAnswer('POST', '^/items/?$');

    await wizard.submit('Create product');
    await expectLostAnswerMessage(wizardArea(wizard.form()));
    expect(made()).toHaveLength(1);
    // The key went into the draft before the request did.
    expect(storage.get<{ submissionKey?: string }>(StorageKeys.productDraft)).toMatchObject({
      submissionKey: expect.any(String),
    });

    await wizard.submit('Create product');
    expect(await screen.findByText('Product created')).toBeInTheDocument();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/space/products/${made()[0]!.id}/summary`),
    );
    expect(made()).toHaveLength(1);
    expect(storage.get(StorageKeys.productDraft)).toBeNull();
    await settled();
  });

  it(
    'creates one outbound order, even when the page was reloaded before the retry',
    LONG_FLOW,
    async () => {
      const { organisation, owner, store } = await openAsOwner('');
      const warehouseId =
        organisation.active_warehouse_id ??
        simulator().warehouses.find((w) => w.organisation_id === organisation.id)!.id;
      const product = simulator().products.find(
        (p) =>
          p.organisation_id === organisation.id &&
          !p.archived &&
          p.warehouse_stocks.some((s) => s.warehouse_id === warehouseId && s.available > 5),
      )!;
      const customer = simulator().customers.find(
        (c) =>
          c.organisation_id === organisation.id &&
          c.address.addressLine1 !== FAILING_CUSTOMER_STREET,
      )!;
      const values = emptyOutbound({
        ...customer.address,
        customer: { id: customer.id, name: customer.name, company: customer.company },
        warehouse_id: warehouseId,
        products: [
          {
            product_id: product.id,
            sku: product.sku,
            title: product.title,
            quantity: 1,
            cost_valid: true,
          },
        ],
        shipping_method: 'AUPOST_PARCEL',
        reference: 'ONCE-ONLY-ORDER',
      });
      values.address_validation = {
        valid: true,
        problems: {},
        checked_at: new Date().toISOString(),
        for: addressKey(values),
      };
      outboundDraftStore.save(owner, STEP.review, values);
      const made = () =>
        simulator().orders.filter(
          (o) => o.organisation_id === organisation.id && o.reference === 'ONCE-ONLY-ORDER',
        );

      const first = renderApp('/orders/outbound/new?resume=1', store);
      const firstWizard = wizardDriver(first.user, 'Add outbound order');
      await firstWizard.step('Review');
      loseNextAnswer('POST', '^/bookings/outbounds$');
      await firstWizard.submit('Create order');
      await expectLostAnswerMessage(wizardArea(firstWizard.form()));
      expect(made()).toHaveLength(1);
      await settled();
      // A reload: the wizard comes back from its draft, with the key of the lost submit.
      first.unmount();

      const again = renderApp('/orders/outbound/new?resume=1', store);
      const wizard = wizardDriver(again.user, 'Add outbound order');
      await wizard.step('Review');
      await wizard.submit('Create order');
      await waitFor(
        () => expect(again.router.state.location.pathname).not.toBe('/orders/outbound/new'),
        PAGE_LOAD,
      );
      expect(made()).toHaveLength(1);
      // The answer kept for the lost submit: the page of the order it created.
      expect(again.router.state.location.pathname).toContain(`/${made()[0]!.id}`);
      expect(storage.get(StorageKeys.outboundDraft)).toBeNull();
      await settled();
    },
  );
});
