import { screen, waitFor, within } from '@testing-library/react';
import type { renderApp } from '../support/renderApp';
import { portalTestKit } from '../support/portal';
import { LONG_FLOW } from '../support/patience';

const { simulator, openAs } = portalTestKit();

async function openAt(path: string, email = 'owner@demo.test') {
  const view = await openAs(path, email);
  await screen.findByRole('heading', { level: 1 });
  return view;
}

/** Ctrl-K, as a person presses it, and the palette's text box that takes the focus. */
async function pressCtrlK(user: ReturnType<typeof renderApp>['user']) {
  await user.keyboard('{Control>}k{/Control}');
  const box = await screen.findByRole('combobox', { name: 'Search and go to' });
  await waitFor(() => expect(box).toHaveFocus());
  return box;
}

const results = () => screen.getByRole('listbox', { name: 'Results' });
const group = (name: string) => within(results()).getByRole('group', { name });
const optionLabels = (name: string) =>
  within(group(name))
    .getAllByRole('option')
    .map((o) => o.querySelector('.command-palette__label')?.textContent);

describe('the command palette', () => {
  it('goes to a screen by keyboard alone, and explains the three characters of the search', async () => {
    const { user, router } = await openAt('/dashboard');
    const box = await pressCtrlK(user);

    // Nothing typed: every screen the role may open, and the actions.
    expect(optionLabels('Go to')).toEqual(
      expect.arrayContaining(['Products', 'Outbound Orders', 'Inventory', 'Billing', 'Chats']),
    );
    expect(optionLabels('Actions')).toEqual(
      expect.arrayContaining(['New outbound order', 'Add product']),
    );

    await user.type(box, 'in');
    expect(box).toHaveAccessibleDescription(
      'Type at least 3 characters to search products, bundles, orders, suppliers, customers and chats.',
    );
    expect(optionLabels('Go to')).toEqual(['Inbound Orders', 'Inventory']);

    // The first option is active; the arrow keys move, Enter opens.
    const active = () => document.getElementById(box.getAttribute('aria-activedescendant')!);
    expect(active()).toHaveTextContent('Inbound Orders');
    await user.keyboard('{ArrowDown}');
    expect(active()).toHaveTextContent('Inventory');
    expect(active()).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/reports/products/inventory'));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Search and go to' })).not.toBeInTheDocument(),
    );
  });

  it('offers a member only what the role may open', async () => {
    const { user } = await openAt('/dashboard', 'member@demo.test');
    await pressCtrlK(user);
    const screens = optionLabels('Go to');
    expect(screens).toEqual(expect.arrayContaining(['Products', 'Outbound Orders', 'Chats']));
    // Reports, billing and the wallet need the finance permission a member does not have.
    for (const refused of ['Inventory', 'Billing', 'Wallet'])
      expect(screens).not.toContain(refused);
  });

  it(
    'finds an order by its reference and a product by its title, opens one, and remembers it',
    LONG_FLOW,
    async () => {
      const { user, router, orgId } = await openAt('/dashboard');
      const order = simulator().orders.find(
        (o) => o.organisation_id === orgId && o.type === 'outbound',
      )!;
      // References are written with their '#' (#4821); the palette shows them as the lists do.
      const reference = order.reference.startsWith('#') ? order.reference : `#${order.reference}`;
      const product = simulator().products.find((p) => p.organisation_id === orgId && !p.archived)!;

      const box = await pressCtrlK(user);
      await user.type(box, order.reference);
      await waitFor(() => expect(optionLabels('Orders')).toContain(reference));

      await user.clear(box);
      await user.type(box, product.title);
      await waitFor(() => expect(optionLabels('Products')).toContain(product.title));
      expect(optionLabels('Products').at(-1)).toMatch(/^See all products matching/);

      await user.clear(box);
      await user.type(box, order.reference);
      await waitFor(() => expect(optionLabels('Orders')).toContain(reference));
      const orderOption = within(group('Orders'))
        .getAllByRole('option')
        .find((o) => o.querySelector('.command-palette__label')?.textContent === reference)!;
      await user.click(orderOption);
      await waitFor(() =>
        expect(router.state.location.pathname).toBe(`/orders/outbound/${order.id}/summary`),
      );

      await pressCtrlK(user);
      expect(optionLabels('Recent')).toEqual([reference]);
    },
  );

  it('says which kinds cannot take a long text instead of asking the server', async () => {
    const { user } = await openAt('/dashboard');
    const box = await pressCtrlK(user);
    await user.type(box, 'a text longer than twenty-five characters');
    const suppliers = await waitFor(() => group('Suppliers'));
    expect(suppliers).toHaveTextContent(
      'Supplier and customer search takes at most 25 characters.',
    );
  });

  it('switches organisation from an action', async () => {
    const { user, store } = await openAt('/dashboard');
    const [current, other] = [
      store.getState().session.user!.x_organisation_uid,
      store
        .getState()
        .session.user!.organisations.find(
          (o) => o.uid !== store.getState().session.user!.x_organisation_uid,
        )!,
    ];
    const box = await pressCtrlK(user);
    await user.type(box, 'switch');
    await user.click(
      within(results()).getByRole('option', {
        name: new RegExp(`^Switch organisation to ${other.name}`),
      }),
    );
    await waitFor(() => expect(store.getState().session.user!.x_organisation_uid).toBe(other.uid));
    expect(other.uid).not.toBe(current);
  });
});
