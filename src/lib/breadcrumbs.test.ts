import { buildBreadcrumbs, collapseBreadcrumbs, type Crumb } from './breadcrumbs';

const patterns = [
  '/dashboard',
  '/space/products',
  '/space/products/new',
  '/space/products/:id/summary',
  '/space/products/:id/summary/edit',
  '/reports/products/stock-movement',
  '/orders/inbound',
  '/orders/inbound/:id/summary',
  '/settings/billing',
  '/settings/billing/:id/summary',
  '/settings/organisation',
  '/settings/organisation/:id/team/members/:uid/edit',
  '/auth/reset-password/:token',
  '*',
];

const labels = (crumbs: Crumb[]) => crumbs.map((c) => c.label);
const hrefs = (crumbs: Crumb[]) => crumbs.map((c) => c.href);

describe('buildBreadcrumbs', () => {
  it('starts with a home entry to the dashboard', () => {
    const [home] = buildBreadcrumbs({ pathname: '/space/products', patterns });
    expect(home).toMatchObject({ label: 'Home', href: '/dashboard', home: true });
  });

  it('turns each segment into a capitalised crumb with hyphens as spaces', () => {
    const crumbs = buildBreadcrumbs({ pathname: '/reports/products/stock-movement', patterns });
    expect(labels(crumbs)).toEqual(['Home', 'Reports', 'Products', 'Stock Movement']);
  });

  it('replaces dynamic segments by the registered name', () => {
    const crumbs = buildBreadcrumbs({
      pathname: '/space/products/12/summary',
      patterns,
      names: { '12': 'Blue Mug' },
    });
    expect(labels(crumbs)).toEqual(['Home', 'Space', 'Products', 'Blue Mug', 'Summary']);
  });

  it('falls back to #<value> when no name is registered', () => {
    const crumbs = buildBreadcrumbs({ pathname: '/orders/inbound/5/summary', patterns });
    expect(labels(crumbs)).toEqual(['Home', 'Orders', 'Inbound', '#5', 'Summary']);
  });

  it('only treats segments dynamic in the matched pattern as ids', () => {
    // 'new' is static in /space/products/new even though it sits where an id would.
    const crumbs = buildBreadcrumbs({
      pathname: '/space/products/new',
      patterns,
      names: { new: 'X' },
    });
    expect(labels(crumbs)).toEqual(['Home', 'Space', 'Products', 'New']);
  });

  it('handles :uid and :token markers', () => {
    const crumbs = buildBreadcrumbs({
      pathname: '/settings/organisation/7/team/members/u-1/edit',
      patterns,
      names: { '7': 'Acme', 'u-1': 'Jo Bloggs' },
    });
    expect(labels(crumbs)).toEqual([
      'Organisation',
      'Acme',
      'Team',
      'Members',
      'Jo Bloggs',
      'Edit',
    ]);
    expect(labels(buildBreadcrumbs({ pathname: '/auth/reset-password/abc', patterns }))).toEqual([
      'Home',
      'Auth',
      'Reset Password',
      '#abc',
    ]);
  });

  it('keys crumbs uniquely even on /dashboard itself', () => {
    const keys = buildBreadcrumbs({ pathname: '/dashboard', patterns }).map((c) => c.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('never links the last crumb', () => {
    const crumbs = buildBreadcrumbs({ pathname: '/space/products', patterns });
    expect(crumbs.at(-1)?.href).toBeUndefined();
    expect(buildBreadcrumbs({ pathname: '/dashboard', patterns }).at(-1)).toEqual({
      key: '/dashboard',
      label: 'Dashboard',
      home: undefined,
    });
  });

  it('links intermediate crumbs only when their path is a known route (a splat does not count)', () => {
    const crumbs = buildBreadcrumbs({ pathname: '/space/products/12/summary/edit', patterns });
    expect(hrefs(crumbs)).toEqual([
      '/dashboard',
      undefined, // /space is not a page
      '/space/products',
      undefined, // /space/products/12 is not a page
      '/space/products/12/summary',
      undefined, // last
    ]);
  });

  it('drops home and Settings under /settings', () => {
    expect(labels(buildBreadcrumbs({ pathname: '/settings/billing', patterns }))).toEqual([
      'Billing',
    ]);
    const invoice = buildBreadcrumbs({
      pathname: '/settings/billing/9/summary',
      patterns,
      names: { '9': 'INV-0009' },
    });
    expect(labels(invoice)).toEqual(['Billing', 'INV-0009', 'Summary']);
    expect(invoice[0].href).toBe('/settings/billing');
  });

  it('does not treat paths that merely start with "settings" as settings', () => {
    const crumbs = buildBreadcrumbs({ pathname: '/settings-old/x', patterns });
    expect(labels(crumbs)).toEqual(['Home', 'Settings Old', 'X']);
  });

  it('keeps only the last two at 576 px or narrower', () => {
    const input = { pathname: '/space/products/12/summary', patterns, names: { '12': 'Mug' } };
    expect(labels(buildBreadcrumbs({ ...input, viewportWidth: 576 }))).toEqual(['Mug', 'Summary']);
    expect(labels(buildBreadcrumbs({ ...input, viewportWidth: 320 }))).toEqual(['Mug', 'Summary']);
    expect(labels(buildBreadcrumbs({ ...input, viewportWidth: 577 }))).toHaveLength(5);
  });

  it('on narrow screens the kept second-to-last crumb still links and the last does not', () => {
    const crumbs = buildBreadcrumbs({
      pathname: '/space/products/new',
      patterns,
      viewportWidth: 400,
    });
    expect(crumbs).toEqual([
      { key: '/space/products', label: 'Products', href: '/space/products' },
      { key: '/space/products/new', label: 'New', home: undefined },
    ]);
  });

  it('applies the settings drop before the mobile cut', () => {
    const crumbs = buildBreadcrumbs({
      pathname: '/settings/billing',
      patterns,
      viewportWidth: 400,
    });
    expect(labels(crumbs)).toEqual(['Billing']);
  });

  it('gives the home crumb alone for the root path, unlinked', () => {
    expect(buildBreadcrumbs({ pathname: '/', patterns })).toEqual([
      { key: 'home', label: 'Home', home: true },
    ]);
  });

  it('ignores query strings and trailing slashes', () => {
    const crumbs = buildBreadcrumbs({ pathname: '/space/products/?page=2', patterns });
    expect(labels(crumbs)).toEqual(['Home', 'Space', 'Products']);
  });
});

describe('collapseBreadcrumbs', () => {
  const make = (n: number): Crumb[] =>
    Array.from({ length: n }, (_, i) => ({ key: `/${i}`, label: `C${i}`, href: `/${i}` }));

  it('leaves 8 or fewer items alone', () => {
    expect(collapseBreadcrumbs(make(8)).every((i) => i.kind === 'crumb')).toBe(true);
    expect(collapseBreadcrumbs(make(8))).toHaveLength(8);
  });

  it('collapses more than 8 to first, ellipsis, last', () => {
    const items = collapseBreadcrumbs(make(9));
    expect(items).toHaveLength(3);
    expect(items[0]).toEqual({ kind: 'crumb', crumb: make(9)[0] });
    expect(items[1]).toEqual({ kind: 'ellipsis', hidden: make(9).slice(1, 8) });
    expect(items[2]).toEqual({ kind: 'crumb', crumb: make(9)[8] });
  });

  it('shows everything once expanded', () => {
    expect(collapseBreadcrumbs(make(12), true)).toHaveLength(12);
  });

  it('collapses a real deep path built from patterns', () => {
    const deep = ['/a/:b/c/:d/e/:f/g/:h/i'];
    const crumbs = buildBreadcrumbs({ pathname: '/a/1/c/2/e/3/g/4/i', patterns: deep });
    expect(crumbs).toHaveLength(10);
    const items = collapseBreadcrumbs(crumbs);
    expect(items.map((i) => (i.kind === 'crumb' ? i.crumb.label : '…'))).toEqual([
      'Home',
      '…',
      'I',
    ]);
  });
});
