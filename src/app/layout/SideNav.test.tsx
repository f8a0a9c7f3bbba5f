import { screen, within } from '@testing-library/react';
import { protectedRoutes } from '@/app/routes';
import { BETA_NOTICE, SideNav } from './SideNav';
import { memberUser, PORTAL_NAV_SECTIONS, renderWithShell } from '@tests/support/shell';

// The real route table, so the test sees exactly the navigation the portal ships.
const routes = protectedRoutes;

describe('SideNav', () => {
  it('shows the title and the five sections with their items as links', async () => {
    renderWithShell(<SideNav routes={routes} open />);
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('heading', { name: 'Operations' })).toBeInTheDocument();
    for (const [section, items] of PORTAL_NAV_SECTIONS) {
      const list = within(nav).getByRole('list', { name: section });
      expect(
        within(list)
          .getAllByRole('link')
          .map((l) => l.textContent),
      ).toEqual(items);
    }
    expect(within(nav).getByRole('link', { name: 'Stock Movement' })).toHaveAttribute(
      'href',
      '/reports/products/stock-movement',
    );
  });

  it('disables the Reports items for a MEMBER without finance, with the restricted tooltip', async () => {
    const { user } = renderWithShell(<SideNav routes={routes} open />, { user: memberUser() });
    const inventory = await screen.findByRole('link', { name: 'Inventory' });
    for (const name of ['Inventory', 'Stock Movement', 'Cost Analysis']) {
      const item = screen.getByRole('link', { name });
      expect(item).toHaveAttribute('aria-disabled', 'true');
      expect(item).not.toHaveAttribute('href');
    }
    expect(screen.getByRole('link', { name: 'Products' })).not.toHaveAttribute('aria-disabled');

    await user.hover(inventory);
    expect(
      await screen.findByText('Access Restricted due to your current role permissions', {}),
    ).toBeInTheDocument();
  });

  it('highlights the item the current page belongs to', async () => {
    renderWithShell(<SideNav routes={routes} open />, { path: '/space/products/12/summary' });
    const products = await screen.findByRole('link', { name: 'Products' });
    expect(products).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Bundles' })).not.toHaveAttribute('aria-current');
  });

  it('shows the version link and the beta notice', async () => {
    renderWithShell(<SideNav routes={routes} open />);
    expect(await screen.findByRole('link', { name: 'v4.4.6' })).toHaveAttribute(
      'href',
      '/changelog',
    );
    expect(screen.getByText(BETA_NOTICE)).toBeInTheDocument();
  });

  it('shows nothing without a user', async () => {
    renderWithShell(
      <>
        <p>page</p>
        <SideNav routes={routes} open />
      </>,
      { user: null },
    );
    await screen.findByText('page');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows nothing when collapsed', async () => {
    renderWithShell(
      <>
        <p>page</p>
        <SideNav routes={routes} open={false} />
      </>,
    );
    await screen.findByText('page');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
