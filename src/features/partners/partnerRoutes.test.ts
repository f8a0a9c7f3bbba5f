import { partnerRoutes } from './partnerRoutes';

const page = async () => () => null;
const paths = {
  list: '/manage/suppliers',
  new: '/manage/suppliers/new',
  edit: (id: string) => `/manage/suppliers/${id}/summary/edit`,
  summary: (id: string) => `/manage/suppliers/${id}/summary`,
  products: (id: string) => `/manage/suppliers/${id}/products`,
};

describe('partnerRoutes', () => {
  const routes = partnerRoutes({
    one: 'Supplier',
    many: 'Suppliers',
    order: 1,
    paths,
    pages: { list: page, new: page, edit: page, summary: page, products: page },
  });

  it('gives every page a lazy route with its permission marker and title', () => {
    expect(routes.map((r) => [r.path, r.handle?.permission, r.handle?.title])).toEqual([
      ['/manage/suppliers', 'view', 'Suppliers'],
      ['/manage/suppliers/new', 'edit', 'Add Supplier'],
      ['/manage/suppliers/:id/summary/edit', 'edit', 'Edit Supplier'],
      ['/manage/suppliers/:id/summary', 'view', 'Supplier Summary'],
      ['/manage/suppliers/:id/products', 'view', 'Supplier Products'],
    ]);
    expect(routes.every((r) => typeof r.lazy === 'function')).toBe(true);
  });

  it('puts the list under Manage in the side navigation', () => {
    expect(routes[0]!.handle?.nav).toEqual({ section: 'Manage', order: 1, label: 'Suppliers' });
  });
});
