import { storage, StorageKeys } from '@/lib/storage';
import { LEGACY_ORDER_LISTS, type ListName } from './listNames';
import { viewNameProblem } from './viewName';

export { VIEW_NAME_MAX, viewNameProblem } from './viewName';

/** A named list view: the list's URL search (filters, sort, search, page size), kept per user. */
export interface SavedView {
  id: string;
  name: string;
  /** The URL search without `?` and without the page: a view opens on its first page. */
  search: string;
  savedAt: string;
  /** Opening the list with no search applies this view (at most one per list). */
  isDefault?: true;
}

/** More than this many views of one list is a sign they are no longer read; the oldest go. */
export const VIEWS_PER_LIST_MAX = 20;

/** owner → list → views, under one KS_ key: each user in each organisation sees only theirs. */
type Stored = Record<string, Partial<Record<string, SavedView[]>>>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** A stored view read as untrusted input (anything on the origin can write localStorage). */
function cleanView(raw: unknown): SavedView | null {
  if (!isRecord(raw)) return null;
  const { id, name, search, savedAt, isDefault } = raw;
  if (typeof id !== 'string' || !id || id.length > 64) return null;
  if (typeof name !== 'string' || viewNameProblem(name)) return null;
  if (typeof search !== 'string' || search.length > 2000) return null;
  const view: SavedView = {
    id,
    name: name.trim(),
    search,
    savedAt: typeof savedAt === 'string' ? savedAt : '',
  };
  if (isDefault === true) view.isDefault = true;
  return view;
}

/** The page is where one was, not part of what one wants to see again. */
export function viewSearch(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('page');
  return params.toString();
}

const newId = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/**
 * The order lists' views as they were kept before every list had views (owner → 'outbound' →
 * views), renamed to the lists' current names; anything else in that entry is dropped.
 */
function fromLegacy(raw: unknown): Stored {
  if (!isRecord(raw)) return {};
  const stored: Stored = {};
  for (const [owner, byList] of Object.entries(raw)) {
    if (!isRecord(byList)) continue;
    const lists: Partial<Record<string, SavedView[]>> = {};
    for (const [old, name] of Object.entries(LEGACY_ORDER_LISTS))
      if (Array.isArray(byList[old])) lists[name] = byList[old] as SavedView[];
    stored[owner] = lists;
  }
  return stored;
}

export interface ViewStore {
  /** The owner's views of one list, by name. */
  list(owner: string, list: ListName): SavedView[];
  /** Saves the search under `name`; a view of the same name (any case) is replaced. */
  save(owner: string, list: ListName, name: string, search: string): SavedView;
  remove(owner: string, list: ListName, id: string): void;
  /** The view opening the bare list, if the owner chose one. */
  defaultView(owner: string, list: ListName): SavedView | null;
  /** Makes `id` the list's default view (null: no default). */
  setDefault(owner: string, list: ListName, id: string | null): void;
}

export function createViewStore(
  key: string = StorageKeys.listViews,
  legacyKey: string = StorageKeys.orderListViews,
): ViewStore {
  const read = (): Stored => {
    const raw = storage.get<unknown>(key);
    if (raw === null) {
      // First read since views became the kit's: the order lists' views move over, once.
      const legacy = storage.get<unknown>(legacyKey);
      if (legacy !== null) {
        const moved = fromLegacy(legacy);
        if (storage.set(key, moved)) storage.remove(legacyKey);
        return moved;
      }
    }
    return isRecord(raw) ? (raw as Stored) : {};
  };
  const viewsOf = (stored: Stored, owner: string, list: ListName): SavedView[] => {
    const byList = stored[owner];
    const raw = isRecord(byList) ? byList[list] : undefined;
    return Array.isArray(raw) ? raw.map(cleanView).filter((v): v is SavedView => v !== null) : [];
  };
  const write = (stored: Stored, owner: string, list: ListName, views: SavedView[]) => {
    const byList = isRecord(stored[owner]) ? stored[owner] : {};
    storage.set(key, { ...stored, [owner]: { ...byList, [list]: views } });
  };
  const byName = (a: SavedView, b: SavedView) => a.name.localeCompare(b.name);

  return {
    list: (owner, list) => viewsOf(read(), owner, list).sort(byName),
    save(owner, list, name, search) {
      const problem = viewNameProblem(name);
      if (problem) throw new Error(problem);
      const stored = read();
      const trimmed = name.trim();
      const all = viewsOf(stored, owner, list);
      const replaced = all.find((v) => v.name.toLowerCase() === trimmed.toLowerCase());
      const view: SavedView = {
        id: newId(),
        name: trimmed,
        search: viewSearch(search),
        savedAt: new Date().toISOString(),
      };
      // Saving over the default view keeps it the default, now with the new search.
      if (replaced?.isDefault) view.isDefault = true;
      const kept = all
        .filter((v) => v !== replaced)
        .sort((a, b) => a.savedAt.localeCompare(b.savedAt))
        .slice(-(VIEWS_PER_LIST_MAX - 1));
      write(stored, owner, list, [...kept, view]);
      return view;
    },
    remove(owner, list, id) {
      const stored = read();
      write(
        stored,
        owner,
        list,
        viewsOf(stored, owner, list).filter((v) => v.id !== id),
      );
    },
    defaultView: (owner, list) => viewsOf(read(), owner, list).find((v) => v.isDefault) ?? null,
    setDefault(owner, list, id) {
      const stored = read();
      const views = viewsOf(stored, owner, list).map(({ isDefault: _was, ...view }) =>
        view.id === id ? { ...view, isDefault: true as const } : view,
      );
      write(stored, owner, list, views);
    },
  };
}

export const listViewStore = createViewStore();
