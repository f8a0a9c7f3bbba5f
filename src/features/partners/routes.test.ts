import { customerRoutes, supplierRoutes } from './routes';

describe('the partner routes', () => {
  const routes = supplierRoutes;

  it('gives every page a lazy route with its permission marker and title', () => {
    expect(routes.map((r) => [r.path, r.handle?.permission, r.handle?.title])).toEqual([
      ['/manage/suppliers', 'view', 'Suppliers'],
      ['/manage/suppliers/new', 'edit', 'Add Supplier'],
      ['/manage/suppliers/:id/summary/edit', 'edit', 'Edit Supplier'],
      ['/manage/suppliers/:id/summary', 'view', 'Supplier Summary'],
      ['/manage/suppliers/:id/products', 'view', 'Supplier Products'],
    ]);
    expect(routes.every((r) => typeof r.lazy === 'function')).toBe(true);
    expect(customerRoutes.map((r) => [r.path, r.handle?.permission, r.handle?.title])).toEqual([
      ['/manage/customers', 'view', 'Customers'],
      ['/manage/customers/new', 'edit', 'Add Customer'],
      ['/manage/customers/:id/summary/edit', 'edit', 'Edit Customer'],
      ['/manage/customers/:id/summary', 'view', 'Customer Summary'],
      ['/manage/customers/:id/products', 'view', 'Customer Products'],
    ]);
    expect(customerRoutes.every((r) => typeof r.lazy === 'function')).toBe(true);
  });

  it('puts the list under Manage in the side navigation', () => {
    expect(routes[0]!.handle?.nav).toEqual({ section: 'Manage', order: 1, label: 'Suppliers' });
    expect(customerRoutes[0]!.handle?.nav).toEqual({
      section: 'Manage',
      order: 2,
      label: 'Customers',
    });
  });
});
