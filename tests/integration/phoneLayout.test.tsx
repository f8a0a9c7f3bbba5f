import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, signedInStore } from '../support/renderApp';
import { orderTestKit, LONG_FLOW, PAGE_LOAD } from '../support/orders';
import { searchOf } from '../support/queries';

/*
 * The phone layout (≤ 576 px) on the whole app over the simulator: a list's filters wait behind
 * a 'Filters (n)' button and open in a drawer; the side navigation is a drawer behind the menu
 * button. happy-dom lays nothing out, so what is checked is what is in the page and what it does;
 * the browser test (tests/e2e/phone.spec.ts) checks the geometry.
 */

const { simulator, signedIn, signedInWithOutbound } = orderTestKit();

let width = 390;
beforeEach(() => {
  width = 390;
  // happy-dom answers matchMedia from innerWidth, as a browser answers from the viewport.
  Object.defineProperty(window, 'innerWidth', { configurable: true, get: () => width });
});
afterEach(() => {
  width = 1024;
  window.dispatchEvent(new Event('resize'));
});

/** The open drawer named `name` (antd keeps a closed one in the page, hidden). */
const openDrawer = (name: string | RegExp) => screen.findByRole('dialog', { name }, PAGE_LOAD);

const rangeText = (n: number) =>
  new RegExp(`^\\d+–\\d+ of ${n} outbound orders$|^${n} outbound orders$`);

describe('the phone layout', () => {
  it(
    "hides a list's filters behind a counted 'Filters' button whose drawer changes them",
    LONG_FLOW,
    async () => {
      const { store, outbound } = await signedInWithOutbound('owner@demo.test');
      const noStock = outbound.filter((o) => o.status === 'no_stock');
      expect(noStock.length).toBeGreaterThan(0);

      // Two filters from a shared link: status and a created-from day (a range counts once).
      const { user, router } = renderApp(
        '/orders/outbound?status=no_stock&created_from=2000-01-01',
        store,
      );
      const button = await screen.findByRole('button', { name: 'Filters (2)' }, PAGE_LOAD);
      expect(button).toHaveAttribute('aria-expanded', 'false');
      await screen.findByText(rangeText(noStock.length), undefined, PAGE_LOAD);
      // The list comes first: no filter control stands above its rows.
      expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
      expect(screen.getByRole('table', { name: 'Outbound Orders' })).toBeInTheDocument();

      await user.click(button);
      const drawer = await openDrawer('Filters (2)');
      expect(button).toHaveAttribute('aria-expanded', 'true');
      expect(within(drawer).getByRole('combobox', { name: 'Status' })).toBeInTheDocument();

      await user.click(within(drawer).getByRole('button', { name: 'Clear filters' }));
      await waitFor(() => expect(searchOf(router).get('status')).toBeNull());
      expect(searchOf(router).get('created_from')).toBeNull();
      await user.click(within(drawer).getByRole('button', { name: 'Show results' }));

      // The button counts none now, and the rows are every outbound order the simulator holds.
      await screen.findByRole('button', { name: 'Filters' });
      await screen.findByText(rangeText(outbound.length), undefined, PAGE_LOAD);
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: /^Filters/ })).not.toBeInTheDocument(),
      );
    },
  );

  it(
    "keeps the catalogue's facets in force behind the button, and counts the ones set",
    LONG_FLOW,
    async () => {
      const { store, orgId } = await signedIn('owner@demo.test');
      const active = simulator().products.filter((p) => p.organisation_id === orgId && !p.archived);
      const lowStock = active.filter((p) => p.is_low_stock);
      expect(lowStock.length).toBeGreaterThan(0);
      expect(lowStock.length).toBeLessThan(active.length);

      // A shared link with a facet: the drawer has not opened, yet the list is narrowed by it.
      const { user, router } = renderApp('/space/products?low_stock=true', store);
      const button = await screen.findByRole('button', { name: 'Filters (1)' }, PAGE_LOAD);
      await screen.findByText(`${lowStock.length} products`, undefined, PAGE_LOAD);
      expect(screen.queryByRole('group', { name: 'Low stock' })).not.toBeInTheDocument();

      await user.click(button);
      const drawer = await openDrawer('Filters (1)');
      const group = within(drawer).getByRole('group', { name: 'Low stock' });
      const box = within(group).getByRole('checkbox', { name: /^Low stock/ });
      expect(box).toBeChecked();
      await user.click(box);

      await waitFor(() => expect(searchOf(router).get('low_stock')).toBeNull());
      await screen.findByText(`${active.length} products`, undefined, PAGE_LOAD);
      await screen.findByRole('button', { name: 'Filters' });
    },
  );

  it(
    "puts the team members' status filter behind the button, the search staying in sight",
    LONG_FLOW,
    async () => {
      const { store, organisation } = await signedIn('owner@demo.test');
      const team = simulator().memberships.filter((m) => m.organisation_id === organisation.id);
      const shown = (status: string) =>
        Math.min(team.filter((m) => m.status === status).length, 20);
      expect(shown('invited')).toBeGreaterThan(0);
      expect(shown('active')).toBeGreaterThan(0);

      const { user, router } = renderApp(
        `/settings/organisation/${organisation.uid}/team/members?status=invited`,
        store,
      );
      const button = await screen.findByRole('button', { name: 'Filters (1)' }, PAGE_LOAD);
      const table = await screen.findByRole('table', { name: 'Members' }, PAGE_LOAD);
      await waitFor(() =>
        expect(within(table).getAllByText('Invited')).toHaveLength(shown('invited')),
      );
      expect(within(table).queryByText('Active')).not.toBeInTheDocument();
      expect(screen.getByRole('searchbox', { name: 'Search members' })).toBeInTheDocument();
      expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();

      await user.click(button);
      const drawer = await openDrawer('Filters (1)');
      await user.click(within(drawer).getByRole('combobox', { name: 'Status' }));
      await user.click(await screen.findByTitle('Active'));
      await waitFor(() => expect(searchOf(router).get('status')).toBe('active'));
      await user.click(within(drawer).getByRole('button', { name: 'Show results' }));

      // The rows are the simulator's active members now, the button still counting one filter.
      await waitFor(() =>
        expect(within(table).getAllByText('Active')).toHaveLength(shown('active')),
      );
      expect(within(table).queryByText('Invited')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Filters (1)' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    },
  );

  it('opens the navigation as a drawer from the menu button; Escape and a link close it', async () => {
    const store = await signedInStore('owner@demo.test');
    const { user, router } = renderApp('/dashboard', store);
    const menu = await screen.findByRole('button', { name: 'Open navigation' }, PAGE_LOAD);
    // No navigation column takes the phone's width.
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();

    await user.click(menu);
    let drawer = await openDrawer('Navigation');
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(within(drawer).getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(menu).toHaveAttribute('aria-expanded', 'false'));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Navigation' })).not.toBeInTheDocument(),
    );

    await user.click(menu);
    drawer = await openDrawer('Navigation');
    await user.click(within(drawer).getByRole('link', { name: 'Outbound' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/outbound'));
    await waitFor(() => expect(menu).toHaveAttribute('aria-expanded', 'false'));
    // The link to the page already shown changes no route, and still closes the drawer.
    await user.click(menu);
    drawer = await openDrawer('Navigation');
    await user.click(within(drawer).getByRole('link', { name: 'Outbound' }));
    await waitFor(() => expect(menu).toHaveAttribute('aria-expanded', 'false'));
    expect(router.state.location.pathname).toBe('/orders/outbound');

    // A phone's breadcrumbs keep the last two segments: no 'Home' before 'Orders / Outbound'.
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(trail)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Orders', 'Outbound']);
  });

  it("moves the focus onto the navigation drawer's first link each time it opens", async () => {
    const store = await signedInStore('owner@demo.test');
    const { user } = renderApp('/dashboard', store);
    const menu = await screen.findByRole('button', { name: 'Open navigation' }, PAGE_LOAD);
    for (const time of ['first', 'second']) {
      await user.click(menu);
      const drawer = await openDrawer('Navigation');
      const firstLink = within(drawer).getAllByRole('link')[0]!;
      await waitFor(() => expect(firstLink, `${time} opening`).toHaveFocus());
      // (Where the focus goes back is the browser test's: under NODE_ENV=test antd records the
      // opener after it has focused the drawer, so happy-dom cannot show it.)
      await user.keyboard('{Escape}');
      await waitFor(() => expect(menu).toHaveAttribute('aria-expanded', 'false'));
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Navigation' })).not.toBeInTheDocument(),
      );
    }
  });

  it('leaves a wide screen as it was: filters inline, the navigation a column', async () => {
    width = 1440;
    const store = await signedInStore('owner@demo.test');
    renderApp('/orders/outbound', store);
    expect(await screen.findByRole('combobox', { name: 'Status' }, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Filters/ })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Toggle navigation' })).toBeInTheDocument();
  });
});
