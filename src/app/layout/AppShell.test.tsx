import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import type { AppRoute } from '@/core/routing/routeHandle';
import { AppShell } from './AppShell';
import { makeUser, memberUser, renderWithShell } from '@tests/support/shell';

const page = (path: string, title: string, handle: AppRoute['handle'] = {}): AppRoute => ({
  path,
  handle: { title, ...handle },
  element: <h1>{title} page</h1>,
});

const routes: AppRoute[] = [
  page('/dashboard', 'Dashboard'),
  page('/space/products', 'Products', { nav: { section: 'Spaces', label: 'Products', order: 1 } }),
  page('/space/bundles', 'Bundles', { nav: { section: 'Spaces', label: 'Bundles', order: 2 } }),
  page('/space/products/:id/summary', 'Product Summary'),
  page('/reports/products/inventory', 'Inventory', {
    permission: 'finance',
    nav: { section: 'Reports', label: 'Inventory', order: 1 },
  }),
  page('/not-allowed', 'Not allowed'),
];

function renderShell(path: string, user = makeUser()) {
  const table = [{ element: <AppShell routes={routes} />, children: routes }] as RouteObject[];
  return renderWithShell(null, { path, user, routes: table });
}

let width = 1440;
beforeEach(() => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, get: () => width });
});
afterEach(() => {
  width = 1440;
  vi.restoreAllMocks();
});

describe('AppShell', () => {
  it('lays out header, navigation, breadcrumbs and the page, and titles the tab', async () => {
    renderShell('/space/products/12/summary');
    expect(
      await screen.findByRole('heading', { name: 'Product Summary page' }),
    ).toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'KeepStock' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(
      within(header).getByRole('button', { name: 'Switch organisation: Acme Trading' }),
    ).toHaveTextContent('Acme Trading');
    expect(within(header).getByRole('button', { name: 'Open settings' })).toBeInTheDocument();
    expect(within(header).getByText('Jo Bloggs')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('#12');
    expect(document.title).toBe('Products | KeepStock');
  });

  it('retitles the tab as soon as a navigation starts, before the page has loaded', async () => {
    let loaded: (page: { element: JSX.Element }) => void = () => undefined;
    const slow: AppRoute = {
      path: '/space/bundles',
      handle: { title: 'Bundles' },
      lazy: () => new Promise((resolve) => (loaded = resolve)),
    };
    const table = [
      { element: <AppShell routes={routes} />, children: [...routes.slice(0, 2), slow] },
    ] as RouteObject[];
    const { router } = renderWithShell(null, { path: '/dashboard', routes: table });
    await screen.findByRole('heading', { name: 'Dashboard page' });
    expect(document.title).toBe('Dashboard | KeepStock');

    void router.navigate('/space/bundles');
    await waitFor(() => expect(document.title).toBe('Bundles | KeepStock'));
    expect(screen.getByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();

    loaded({ element: <h1>Bundles page</h1> });
    expect(await screen.findByRole('heading', { name: 'Bundles page' })).toBeInTheDocument();
    expect(document.title).toBe('Bundles | KeepStock');
  });

  it('toggles the navigation from the header', async () => {
    const { user } = renderShell('/dashboard');
    const toggle = await screen.findByRole('button', { name: 'Toggle navigation' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('keeps the navigation open across route changes from 1200 px up', async () => {
    const { user } = renderShell('/dashboard');
    await user.click(await screen.findByRole('link', { name: 'Products' }));
    expect(await screen.findByRole('heading', { name: 'Products page' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('closes the navigation on route change below 1200 px', async () => {
    width = 1100;
    const { user } = renderShell('/dashboard');
    const toggle = await screen.findByRole('button', { name: 'Toggle navigation' });
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    await user.click(toggle);
    await user.click(screen.getByRole('link', { name: 'Products' }));
    expect(await screen.findByRole('heading', { name: 'Products page' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });

  it('on ≤ 912 px closes the overlay on a click at x ≥ 270, y ≥ 100 only', async () => {
    width = 800;
    const { user } = renderShell('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Toggle navigation' }));
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(nav).toHaveClass('side-nav--overlay');
    fireEvent.click(document.body, { clientX: 200, clientY: 500 });
    fireEvent.click(document.body, { clientX: 500, clientY: 50 });
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    fireEvent.click(document.body, { clientX: 270, clientY: 100 });
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument(),
    );
  });

  it('opens the settings drawer', async () => {
    const { user } = renderShell('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Open settings' }));
    expect(await screen.findByRole('dialog', { name: 'Settings' })).toBeInTheDocument();
  });

  it('guards the page: a MEMBER without finance is sent to /not-allowed', async () => {
    const { router } = renderShell('/reports/products/inventory', memberUser());
    expect(await screen.findByRole('heading', { name: 'Not allowed page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/not-allowed');
  });
});
