import type { AppRoute } from '@/core/routing/routeHandle';
import { reportRoutes } from '@/features/reports/routes';
import { supportRoutes } from '@/features/support/routes';
import { protectedRoutes } from '@/app/routeTable';
import { PORTAL_NAV_SECTIONS } from '@tests/support/shell';
import { activeNavPath, buildNavSections } from './navSections';

// The real route table, reversed on purpose: the order must come from nav, not from the list.
const allRoutes: AppRoute[] = [...protectedRoutes].reverse();

const view = (routes: AppRoute[], subject?: Parameters<typeof buildNavSections>[1]) =>
  buildNavSections(routes, subject).map((s) => [s.section, s.items.map((i) => i.label)]);

describe('buildNavSections', () => {
  it('builds the five sections in order, items by nav.order', () => {
    expect(view(allRoutes)).toEqual(PORTAL_NAV_SECTIONS);
  });

  it('links each item to its route pattern', () => {
    const reports = buildNavSections(allRoutes).find((s) => s.section === 'Reports');
    expect(reports?.items.map((i) => i.path)).toEqual([
      '/reports/products/inventory',
      '/reports/products/stock-movement',
      '/reports/orders/cost-analysis',
    ]);
  });

  it('ignores routes without nav and nested children resolve to absolute paths', () => {
    const routes: AppRoute[] = [
      { path: '/x', handle: { title: 'X' } },
      {
        path: '/space',
        children: [
          { path: 'things', handle: { nav: { section: 'Spaces', label: 'Things', order: 2 } } },
        ],
      },
      { path: '/space/stuff', handle: { nav: { section: 'Spaces', label: 'Stuff', order: 1 } } },
    ];
    expect(buildNavSections(routes)).toEqual([
      {
        section: 'Spaces',
        items: [
          { label: 'Stuff', path: '/space/stuff', order: 1, disabled: false },
          { label: 'Things', path: '/space/things', order: 2, disabled: false },
        ],
      },
    ]);
  });

  it('drops empty sections', () => {
    expect(view(supportRoutes)).toEqual([['Support', ['Chats']]]);
  });

  it('disables what the role may not use', () => {
    const member = { role: 'MEMBER' as const, accessControlMap: { MEMBER: { finance: false } } };
    const disabled = buildNavSections(allRoutes, member)
      .flatMap((s) => s.items)
      .filter((i) => i.disabled)
      .map((i) => i.label);
    // Reports need the finance marker; the activity trail is for owners and admins.
    expect(disabled).toEqual(['Activity', 'Inventory', 'Stock Movement', 'Cost Analysis']);
  });

  it('honours role lists and lets OWNER through everything', () => {
    const routes: AppRoute[] = [
      {
        path: '/a',
        handle: { roles: ['OWNER'], nav: { section: 'Manage', label: 'A', order: 1 } },
      },
    ];
    expect(buildNavSections(routes, { role: 'ADMIN' })[0].items[0].disabled).toBe(true);
    expect(buildNavSections(routes, { role: 'OWNER' })[0].items[0].disabled).toBe(false);
    const finance = { role: 'OWNER' as const, accessControlMap: { OWNER: { finance: false } } };
    expect(buildNavSections(reportRoutes, finance)[0].items.every((i) => !i.disabled)).toBe(true);
  });
});

describe('activeNavPath', () => {
  const paths = ['/space/products', '/space/bundles', '/orders/inbound', '/orders/outbound'];

  it('matches the item itself', () => {
    expect(activeNavPath(paths, '/space/products')).toBe('/space/products');
  });

  it('matches pages beneath an item', () => {
    expect(activeNavPath(paths, '/space/products/12/summary')).toBe('/space/products');
    expect(activeNavPath(paths, '/orders/inbound/5/chat')).toBe('/orders/inbound');
  });

  it('matches nothing elsewhere', () => {
    expect(activeNavPath(paths, '/dashboard')).toBeUndefined();
    expect(activeNavPath(paths, '/space/productsx')).toBeUndefined();
  });
});
