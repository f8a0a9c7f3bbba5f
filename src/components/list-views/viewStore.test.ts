// @vitest-environment happy-dom
import fc from 'fast-check';
import { storage, StorageKeys } from '@/lib/storage';
import {
  createViewStore,
  VIEW_NAME_MAX,
  VIEWS_PER_LIST_MAX,
  viewNameProblem,
  viewSearch,
} from './viewStore';

const ME = 'u1@org1';
const OTHER_ORG = 'u1@org2';

beforeEach(() => localStorage.clear());

describe('list views', () => {
  it('saves a view under its name, without the page, and lists it back', () => {
    const store = createViewStore();
    store.save(ME, 'orders.outbound', '  No stock  ', 'status=no_stock&page=3&sort=-created_at');
    expect(store.list(ME, 'orders.outbound')).toEqual([
      expect.objectContaining({ name: 'No stock', search: 'status=no_stock&sort=-created_at' }),
    ]);
    expect(storage.get(StorageKeys.listViews)).not.toBeNull();
    expect(localStorage.getItem('KS_list_views')).toContain('No stock');
  });

  it('keeps views per owner and per list', () => {
    const store = createViewStore();
    store.save(ME, 'orders.outbound', 'Mine', 'status=pending');
    store.save(OTHER_ORG, 'orders.outbound', 'Theirs', 'status=packed');
    store.save(ME, 'orders.inbound', 'Inbound one', 'status=shipped');
    expect(store.list(ME, 'orders.outbound').map((v) => v.name)).toEqual(['Mine']);
    expect(store.list(OTHER_ORG, 'orders.outbound').map((v) => v.name)).toEqual(['Theirs']);
    expect(store.list(ME, 'orders.inbound').map((v) => v.name)).toEqual(['Inbound one']);
    expect(store.list('guest', 'orders.outbound')).toEqual([]);
  });

  it('replaces a view of the same name (any case) and deletes one', () => {
    const store = createViewStore();
    store.save(ME, 'orders.outbound', 'Late', 'status=pending');
    const late = store.save(ME, 'orders.outbound', 'LATE', 'status=no_stock');
    const other = store.save(ME, 'orders.outbound', 'Australia', 'country=AU');
    expect(store.list(ME, 'orders.outbound').map((v) => [v.name, v.search])).toEqual([
      ['Australia', 'country=AU'],
      ['LATE', 'status=no_stock'],
    ]);
    store.remove(ME, 'orders.outbound', late.id);
    expect(store.list(ME, 'orders.outbound').map((v) => v.id)).toEqual([other.id]);
  });

  it('refuses a blank or too long name', () => {
    const store = createViewStore();
    expect(viewNameProblem('   ')).toBe('Name is required');
    expect(viewNameProblem('x'.repeat(VIEW_NAME_MAX + 1))).toBe(
      `Name must be at most ${VIEW_NAME_MAX} characters`,
    );
    expect(() => store.save(ME, 'orders.outbound', '', 'status=pending')).toThrow(
      'Name is required',
    );
    expect(store.list(ME, 'orders.outbound')).toEqual([]);
  });

  it('keeps at most the newest views of a list', () => {
    const store = createViewStore();
    for (let i = 0; i < VIEWS_PER_LIST_MAX + 3; i += 1)
      store.save(ME, 'orders.inbound', `View ${String(i).padStart(2, '0')}`, `q=${i}`);
    const names = store.list(ME, 'orders.inbound').map((v) => v.name);
    expect(names).toHaveLength(VIEWS_PER_LIST_MAX);
    expect(names).toContain(`View ${VIEWS_PER_LIST_MAX + 2}`);
    expect(names).not.toContain('View 00');
  });

  it('reads whatever is stored as untrusted input', () => {
    const store = createViewStore();
    fc.assert(
      fc.property(fc.anything(), (junk) => {
        localStorage.setItem(
          'KS_list_views',
          JSON.stringify({ [ME]: { 'orders.outbound': junk } }),
        );
        for (const view of store.list(ME, 'orders.outbound')) {
          expect(typeof view.id).toBe('string');
          expect(viewNameProblem(view.name)).toBeNull();
          expect(typeof view.search).toBe('string');
        }
      }),
    );
    localStorage.setItem('KS_list_views', '"nonsense"');
    expect(store.list(ME, 'orders.outbound')).toEqual([]);
    store.save(ME, 'orders.outbound', 'Fresh', 'status=draft');
    expect(store.list(ME, 'orders.outbound').map((v) => v.name)).toEqual(['Fresh']);
  });

  it('keeps one default view per list and owner, and clears it', () => {
    const store = createViewStore();
    const late = store.save(ME, 'invoices', 'Late', 'status=overdue');
    const paid = store.save(ME, 'invoices', 'Paid', 'status=paid');
    store.save(OTHER_ORG, 'invoices', 'Theirs', 'status=unpaid');
    expect(store.defaultView(ME, 'invoices')).toBeNull();

    store.setDefault(ME, 'invoices', late.id);
    store.setDefault(ME, 'invoices', paid.id);
    expect(store.defaultView(ME, 'invoices')).toEqual(expect.objectContaining({ name: 'Paid' }));
    expect(store.list(ME, 'invoices').filter((v) => v.isDefault)).toHaveLength(1);
    expect(store.defaultView(OTHER_ORG, 'invoices')).toBeNull();
    expect(store.defaultView(ME, 'wallet')).toBeNull();

    // Saving over the default keeps it the default, with the new search.
    store.save(ME, 'invoices', 'paid', 'status=paid&sort=-total');
    expect(store.defaultView(ME, 'invoices')).toEqual(
      expect.objectContaining({ name: 'paid', search: 'status=paid&sort=-total' }),
    );

    store.setDefault(ME, 'invoices', null);
    expect(store.defaultView(ME, 'invoices')).toBeNull();
    expect(store.list(ME, 'invoices')).toHaveLength(2);
  });

  it('deleting the default view leaves the list without one', () => {
    const store = createViewStore();
    const view = store.save(ME, 'suppliers', 'Sydney', 'query=sydney');
    store.setDefault(ME, 'suppliers', view.id);
    store.remove(ME, 'suppliers', view.id);
    expect(store.defaultView(ME, 'suppliers')).toBeNull();
  });

  it("moves the order lists' views from their old key, once", () => {
    const old = { id: 'a1', name: 'Busy', search: 'status=in_progress', savedAt: '2026-01-01' };
    localStorage.setItem(
      'KS_order_list_views',
      JSON.stringify({ [ME]: { outbound: [old], returns: [{ ...old, id: 'r1' }], junk: [old] } }),
    );
    const store = createViewStore();
    expect(store.list(ME, 'orders.outbound')).toEqual([old]);
    expect(store.list(ME, 'orders.returns').map((v) => v.id)).toEqual(['r1']);
    expect(localStorage.getItem('KS_order_list_views')).toBeNull();
    expect(storage.get(StorageKeys.listViews)).toEqual({
      [ME]: { 'orders.outbound': [old], 'orders.returns': [{ ...old, id: 'r1' }] },
    });
    // Views saved since are not overwritten by a stale old entry written back later.
    store.save(ME, 'orders.outbound', 'New', 'status=draft');
    localStorage.setItem('KS_order_list_views', JSON.stringify({ [ME]: { outbound: [] } }));
    expect(store.list(ME, 'orders.outbound').map((v) => v.name)).toEqual(['Busy', 'New']);
  });

  it('accepts exactly the names that are non-blank and at most the limit once trimmed', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 60 }),
        fc.string({ maxLength: 4 }).map((s) => s.replace(/\S/g, ' ')),
        (name, pad) => {
          const trimmed = name.trim();
          const problem = viewNameProblem(pad + name + pad);
          if (!trimmed) expect(problem).toBe('Name is required');
          else if (trimmed.length > VIEW_NAME_MAX) expect(problem).toMatch(/at most/);
          else expect(problem).toBeNull();
        },
      ),
    );
  });

  it('never keeps the page in a view', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999 }), fc.string(), (page, q) => {
        const search = new URLSearchParams({ page: String(page), q }).toString();
        expect(new URLSearchParams(viewSearch(search)).has('page')).toBe(false);
        expect(new URLSearchParams(viewSearch(search)).get('q')).toBe(q);
      }),
    );
  });
});
