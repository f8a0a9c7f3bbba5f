import type { AppRoute } from '@/core/routing/routeHandle';
import type { User } from '@/domain/contract';
import { DEFAULT_ACCESS_CONTROL_MAP } from '@/domain/permissions/accessControl';
import { actionEntries, filterEntries, routeAllows, screenEntries } from './paletteEntries';

const routes: AppRoute[] = [
  { path: '/dashboard', handle: { title: 'Dashboard', permission: 'view' } },
  { path: '/404', handle: { title: 'Not found' } },
  {
    path: '/space/products',
    handle: {
      title: 'Products',
      permission: 'view',
      nav: { section: 'Spaces', label: 'Products', order: 1 },
    },
    children: [
      { path: 'new', handle: { title: 'Add Product', permission: 'edit' } },
      { path: 'bulk-edit', handle: { title: 'Edit Products in Bulk', permission: 'edit' } },
      { path: ':id/summary', handle: { title: 'Summary', permission: 'view' } },
    ],
  },
  { path: '/settings/billing', handle: { title: 'Billing', permission: 'finance' } },
  { path: '/auth/login', handle: { title: 'Sign in', public: true } },
];

const user = (role: User['role']) =>
  ({
    uid: 'u1',
    role,
    accessControlMap: DEFAULT_ACCESS_CONTROL_MAP,
    x_organisation_uid: 'org-a',
    organisations: [
      { uid: 'org-a', name: 'Harbour & Finch', logo: null, role },
      { uid: 'org-b', name: 'Tidewater', logo: null, role },
    ],
  }) as unknown as User;

describe('the palette entries', () => {
  it('offers the screens the role may open, never forms, records or system pages', () => {
    expect(screenEntries(routes, user('OWNER')).map((e) => [e.label, e.hint, e.path])).toEqual([
      ['Dashboard', 'Home', '/dashboard'],
      ['Products', 'Spaces', '/space/products'],
      ['Billing', 'Settings', '/settings/billing'],
    ]);
    expect(screenEntries(routes, user('MEMBER')).map((e) => e.label)).toEqual([
      'Dashboard',
      'Products',
    ]);
  });

  it('checks an address against the route it opens', () => {
    expect(routeAllows(routes, user('MEMBER'), '/space/products/new')).toBe(true);
    expect(routeAllows(routes, user('MEMBER'), '/settings/billing')).toBe(false);
    expect(routeAllows(routes, user('OWNER'), '/nowhere')).toBe(false);
  });

  it('offers a switch to every other organisation, and only the creates a route exists for', () => {
    const actions = actionEntries(routes, user('OWNER'));
    expect(actions.map((a) => a.label)).toEqual([
      'Add product',
      'Switch organisation to Tidewater',
    ]);
    expect(actions[1]).toMatchObject({ switchTo: 'org-b' });
  });

  it('matches words by their start, in any order and case', () => {
    const entries = [
      { id: '1', label: 'Inbound Orders', hint: 'Orders' },
      { id: '2', label: 'Inventory', hint: 'Reports' },
      { id: '3', label: 'Billing', hint: 'Settings' },
      { id: '4', label: 'Outbound Orders', hint: 'Orders' },
    ];
    const labels = (text: string) => filterEntries(entries, text).map((e) => e.label);
    expect(labels('in')).toEqual(['Inbound Orders', 'Inventory']);
    expect(labels('ORD out')).toEqual(['Outbound Orders']);
    expect(labels('  ')).toHaveLength(4);
    expect(labels('rep')).toEqual(['Inventory']);
  });
});
