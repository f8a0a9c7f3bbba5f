import { customerRoutes, supplierRoutes } from './routes';

describe.each([
  { routes: supplierRoutes, one: 'Supplier', order: 1 },
  { routes: customerRoutes, one: 'Customer', order: 2 },
])('the $one routes', ({ routes, one, order }) => {
  const many = `${one}s`;
  const list = `/manage/${many.toLowerCase()}`;

  it('gives every page a lazy route with its permission marker and title', () => {
    expect(routes.map((r) => [r.path, r.handle?.permission, r.handle?.title])).toEqual([
      [list, 'view', many],
      [`${list}/new`, 'edit', `Add ${one}`],
      [`${list}/:id/summary/edit`, 'edit', `Edit ${one}`],
      [`${list}/:id/summary`, 'view', `${one} Summary`],
      [`${list}/:id/products`, 'view', `${one} Products`],
      // The trail of the record: owners and admins only.
      [`${list}/:id/activity`, 'admin', `${one} Activity`],
    ]);
    expect(routes.every((r) => typeof r.lazy === 'function')).toBe(true);
  });

  it('puts the list under Manage in the side navigation', () => {
    expect(routes[0]!.handle?.nav).toEqual({ section: 'Manage', order, label: many });
  });
});
