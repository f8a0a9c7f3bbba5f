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

describe('order list views', () => {
  it('saves a view under its name, without the page, and lists it back', () => {
    const store = createViewStore();
    store.save(ME, 'outbound', '  No stock  ', 'status=no_stock&page=3&sort=-created_at');
    expect(store.list(ME, 'outbound')).toEqual([
      expect.objectContaining({ name: 'No stock', search: 'status=no_stock&sort=-created_at' }),
    ]);
    expect(storage.get(StorageKeys.orderListViews)).not.toBeNull();
    expect(localStorage.getItem('KS_order_list_views')).toContain('No stock');
  });

  it('keeps views per owner and per list', () => {
    const store = createViewStore();
    store.save(ME, 'outbound', 'Mine', 'status=pending');
    store.save(OTHER_ORG, 'outbound', 'Theirs', 'status=packed');
    store.save(ME, 'inbound', 'Inbound one', 'status=shipped');
    expect(store.list(ME, 'outbound').map((v) => v.name)).toEqual(['Mine']);
    expect(store.list(OTHER_ORG, 'outbound').map((v) => v.name)).toEqual(['Theirs']);
    expect(store.list(ME, 'inbound').map((v) => v.name)).toEqual(['Inbound one']);
    expect(store.list('guest', 'outbound')).toEqual([]);
  });

  it('replaces a view of the same name (any case) and deletes one', () => {
    const store = createViewStore();
    store.save(ME, 'outbound', 'Late', 'status=pending');
    const late = store.save(ME, 'outbound', 'LATE', 'status=no_stock');
    const other = store.save(ME, 'outbound', 'Australia', 'country=AU');
    expect(store.list(ME, 'outbound').map((v) => [v.name, v.search])).toEqual([
      ['Australia', 'country=AU'],
      ['LATE', 'status=no_stock'],
    ]);
    store.remove(ME, 'outbound', late.id);
    expect(store.list(ME, 'outbound').map((v) => v.id)).toEqual([other.id]);
  });

  it('refuses a blank or too long name', () => {
    const store = createViewStore();
    expect(viewNameProblem('   ')).toBe('Name is required');
    expect(viewNameProblem('x'.repeat(VIEW_NAME_MAX + 1))).toBe(
      `Name must be at most ${VIEW_NAME_MAX} characters`,
    );
    expect(() => store.save(ME, 'outbound', '', 'status=pending')).toThrow('Name is required');
    expect(store.list(ME, 'outbound')).toEqual([]);
  });

  it('keeps at most the newest views of a list', () => {
    const store = createViewStore();
    for (let i = 0; i < VIEWS_PER_LIST_MAX + 3; i += 1)
      store.save(ME, 'inbound', `View ${String(i).padStart(2, '0')}`, `q=${i}`);
    const names = store.list(ME, 'inbound').map((v) => v.name);
    expect(names).toHaveLength(VIEWS_PER_LIST_MAX);
    expect(names).toContain(`View ${VIEWS_PER_LIST_MAX + 2}`);
    expect(names).not.toContain('View 00');
  });

  it('reads whatever is stored as untrusted input', () => {
    const store = createViewStore();
    fc.assert(
      fc.property(fc.anything(), (junk) => {
        localStorage.setItem('KS_order_list_views', JSON.stringify({ [ME]: { outbound: junk } }));
        for (const view of store.list(ME, 'outbound')) {
          expect(typeof view.id).toBe('string');
          expect(viewNameProblem(view.name)).toBeNull();
          expect(typeof view.search).toBe('string');
        }
      }),
    );
    localStorage.setItem('KS_order_list_views', '"nonsense"');
    expect(store.list(ME, 'outbound')).toEqual([]);
    store.save(ME, 'outbound', 'Fresh', 'status=draft');
    expect(store.list(ME, 'outbound').map((v) => v.name)).toEqual(['Fresh']);
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
