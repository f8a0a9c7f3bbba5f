/*
 * What the order tests share: the simulator and a signed-in page, the organisation's seeded
 * records they pick from, and the few antd gestures every order form needs.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { draftOwner } from '@/lib/drafts/draftStore';
import { todayIn } from '@/domain/orders/today';
import { renderApp } from './renderApp';
import { portalTestKit } from './portal';
import { wizardDriver } from './wizardDriver';

/** A whole wizard run drives antd through many steps; a shared 2-core machine needs room. */
export { LONG_FLOW, PAGE_LOAD } from './patience';
import { PAGE_LOAD } from './patience';

type User = ReturnType<typeof renderApp>['user'];

/**
 * Starts the simulator for this test file (call once, at its top) and gives the helpers that read
 * it. `form`: the wizard's form name, for `open(…).wizard`.
 */
export function orderTestKit({ form = '' }: { form?: string } = {}) {
  const { simulator, organisationOf, signedIn } = portalTestKit();

  /** Signs in as `email` and opens `path`; `orders()` reads the organisation's orders now. */
  async function open(path: string, email = 'owner@demo.test') {
    const { store, orgId } = await signedIn(email);
    const view = renderApp(path, store);
    const wizard = wizardDriver(view.user, form);
    const orders = () => simulator().orders.filter((o) => o.organisation_id === orgId);
    const owner = draftOwner(store.getState().session.user);
    return { ...view, store, orgId, wizard, orders, owner };
  }

  /** Signs in as `email` (no page yet), with the organisation's outbound orders as now stored. */
  async function signedInWithOutbound(email: string) {
    const session = await signedIn(email);
    const outbound = simulator().orders.filter(
      (o) => o.organisation_id === session.orgId && o.type === 'outbound',
    );
    return { ...session, outbound };
  }

  /** The merchant's today and a week on, in their profile's timezone. */
  function merchantDates(email = 'owner@demo.test') {
    const user = simulator().users.find((u) => u.email === email)!;
    const today = todayIn(user.time_zone);
    return { today, later: dayjs(today).add(7, 'day').format('YYYY-MM-DD') };
  }

  const supplierOf = (orgId: number) =>
    simulator().suppliers.find((s) => s.organisation_id === orgId)!;

  /** A live product of the organisation with a carton (to count a line in cartons). */
  function productWithCarton(orgId: number) {
    const product = simulator().products.find(
      (p) => p.organisation_id === orgId && !p.archived && p.units.some((u) => u.unit === 'CARTON'),
    );
    if (!product) throw new Error('the seed has no product with a carton');
    return structuredClone(product);
  }

  return {
    simulator,
    organisationOf,
    signedIn,
    signedInWithOutbound,
    open,
    merchantDates,
    supplierOf,
    productWithCarton,
  };
}

/**
 * Clicks the suggestion whose visible text contains `text` (antd AutoComplete / Select), in the
 * dropdown that is open now (an earlier one may still be in the page, hidden or closing).
 */
export async function pickOption(user: User, text: string) {
  const option = await waitFor(() => {
    const found = Array.from(
      document.querySelectorAll<HTMLElement>('.ant-select-item-option-content'),
    ).find(
      (el) =>
        (el.textContent ?? '').includes(text) &&
        !el.closest('.ant-select-dropdown-hidden, [class*="-leave"]'),
    );
    if (!found) throw new Error(`no open option with "${text}"`);
    return found;
  }, PAGE_LOAD);
  await user.click(option);
}

/** Adds a product to the order's lines by its SKU (the lines editor's search). */
export async function addProduct(view: { user: User }, sku: string) {
  const box = await screen.findByRole('combobox', { name: 'Add product' });
  await view.user.click(box);
  await view.user.paste(sku);
  await pickOption(view.user, sku);
  await screen.findByRole('button', { name: `Remove ${sku}` }, PAGE_LOAD);
}

/** Picks the inbound order's supplier by name. */
export async function chooseSupplier(view: { user: User }, name: string) {
  const box = await screen.findByLabelText('Supplier', { exact: false }, PAGE_LOAD);
  await view.user.click(box);
  await view.user.paste(name);
  await pickOption(view.user, name);
  expect(await screen.findByText(/^Supplier: /)).toHaveTextContent(name);
}

/** Types an ETA into the date box (jsdom's date input takes a change event). */
export function setEta(value: string) {
  fireEvent.change(screen.getByLabelText('ETA', { exact: false }), { target: { value } });
}
