import { screen, waitFor, within } from '@testing-library/react';
import { orderPaths } from '@/features/orders/paths';
import { orderTestKit } from '../support/orders';
import { LONG_FLOW, PAGE_LOAD } from '../support/patience';

const { simulator, open } = orderTestKit();

async function openAt(path: string, email = 'owner@demo.test') {
  const view = await open(path, email);
  await screen.findByRole('heading', { level: 1 }, PAGE_LOAD);
  return view;
}

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('keyboard shortcuts', () => {
  it(
    "'/' searches the outbound orders, the arrow keys reach the row and Enter opens its order",
    LONG_FLOW,
    async () => {
      const { user, router, orders } = await openAt('/orders/outbound');
      const table = await screen.findByRole('table', { name: 'Outbound Orders' });
      await waitFor(() => expect(rowsOf(table).length).toBeGreaterThan(2));

      // The rows are one tab stop, and the arrow keys move the focus between them.
      const rows = rowsOf(table);
      expect(rows.filter((r) => r.tabIndex === 0)).toHaveLength(1);
      rows[0]!.focus();
      await user.keyboard('{ArrowDown}');
      expect(rows[1]).toHaveFocus();
      expect(rows[1]).toHaveAttribute('tabindex', '0');
      expect(rows[0]).toHaveAttribute('tabindex', '-1');
      await user.keyboard('{ArrowUp}');
      expect(rows[0]).toHaveFocus();
      await user.keyboard('{End}');
      expect(rows.at(-1)).toHaveFocus();
      await user.keyboard('{Home}');
      expect(rows[0]).toHaveFocus();

      // '/' from the row: the list's search box takes the focus (the key is not typed in it).
      await user.keyboard('/');
      const search = screen.getByRole('searchbox', { name: 'Search outbound orders' });
      await waitFor(() => expect(search).toHaveFocus());
      expect(search).toHaveValue('');
      expect(search).toHaveAttribute('aria-keyshortcuts', '/');

      const order = orders().find((o) => o.type === 'outbound')!;
      await user.keyboard(order.reference);
      // The rows the simulator finds for that reference (the search matches within it).
      const matching = orders().filter(
        (o) => o.type === 'outbound' && o.reference.includes(order.reference),
      );
      await waitFor(() => {
        const found = rowsOf(table);
        expect(found).toHaveLength(matching.length);
        for (const row of found) expect(row).toHaveTextContent(order.reference);
      }, PAGE_LOAD);

      await user.keyboard('{ArrowDown}');
      const row = rowsOf(table)[0]!;
      expect(row).toHaveFocus();
      const opened = matching.find((o) => row.textContent?.includes(o.reference))!;
      await user.keyboard('{Enter}');
      await waitFor(() =>
        expect(router.state.location.pathname).toBe(orderPaths.summary('outbound', opened.id)),
      );
    },
  );

  it("'n' on the products list opens Add Product", async () => {
    const { user, router } = await openAt('/space/products');
    const add = screen.getByRole('button', { name: /Add Product/ });
    expect(add).toHaveAttribute('aria-keyshortcuts', 'n');
    await user.keyboard('n');
    await screen.findByRole('heading', { level: 1, name: 'Add Product' }, PAGE_LOAD);
    expect(router.state.location.pathname).toBe('/space/products/new');
  });

  it('the hosted-search products list: / to its search, ↓ to a hit, Enter opens the product', async () => {
    const { user, router, orgId } = await openAt('/space/products');
    const table = await screen.findByRole('table', { name: 'products list' });
    await waitFor(() => expect(rowsOf(table).length).toBeGreaterThan(0), PAGE_LOAD);

    await user.keyboard('/');
    const search = screen.getByRole('searchbox', { name: 'Search products' });
    await waitFor(() => expect(search).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    const first = rowsOf(table)[0]!;
    expect(first).toHaveFocus();
    const sku = within(first).getAllByRole('link')[0]!.textContent!;
    const product = simulator().products.find((p) => p.organisation_id === orgId && p.sku === sku)!;

    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/space/products/${product.id}/summary`),
    );
  });

  it("'g o' goes to the outbound orders, but not while typing", async () => {
    const { user, router } = await openAt('/orders/inbound');
    const search = screen.getByRole('searchbox', { name: 'Search inbound orders' });
    await user.click(search);
    await user.keyboard('go');
    expect(search).toHaveValue('go');
    expect(router.state.location.pathname).toBe('/orders/inbound');

    search.blur();
    await user.keyboard('go');
    await screen.findByRole('heading', { level: 1, name: 'Outbound Orders' }, PAGE_LOAD);
    expect(router.state.location.pathname).toBe('/orders/outbound');
  });

  it('refuses a member a section their role may not open, and says so', async () => {
    const { user, router } = await openAt('/dashboard', 'member@demo.test');
    // Billing needs the finance permission, which a MEMBER does not have.
    await user.keyboard('gf');
    // Said in a polite status region, so a screen reader hears it too.
    const note = await screen.findByText('Your role cannot open Billing.');
    expect(note).toHaveAttribute('role', 'status');
    expect(router.state.location.pathname).toBe('/dashboard');

    // A section the member may open goes as for anyone.
    await user.keyboard('gs');
    await waitFor(() => expect(router.state.location.pathname).toBe('/support/chats'));
  });

  it("'?' lists every shortcut, and no shortcut fires while it is open", async () => {
    const { user, router } = await openAt('/dashboard');
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' }, PAGE_LOAD);
    for (const does of [
      'Outbound Orders',
      'Billing',
      "Focus the list's search box",
      'Show these shortcuts',
    ])
      expect(within(dialog).getByText(does)).toBeInTheDocument();
    const goOutbound = within(dialog).getByText('Outbound Orders').closest('div')!;
    expect(goOutbound).toHaveTextContent('g then o');

    await user.keyboard('go');
    expect(router.state.location.pathname).toBe('/dashboard');

    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).not.toBeInTheDocument(),
    );
    // The settings drawer, once closed, stays in the page hidden: it stops no shortcut.
    await user.click(screen.getByRole('button', { name: 'Open settings' }));
    await screen.findByRole('dialog', {}, PAGE_LOAD);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.keyboard('go');
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/outbound'));
  });
});
