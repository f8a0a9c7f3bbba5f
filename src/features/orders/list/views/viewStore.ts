import { storage, StorageKeys } from '@/lib/storage';

/** The order lists a view can belong to. */
export type OrderListName = 'outbound' | 'inbound' | 'returns' | 'draft';

/** A named list view: the list's URL search (filters, sort, search, page size), kept per user. */
export interface SavedView {
  id: string;
  name: string;
  /** The URL search without `?` and without the page: a view opens on its first page. */
  search: string;
  savedAt: string;
}

export const VIEW_NAME_MAX = 40;
/** More than this many views of one list is a sign they are no longer read; the oldest go. */
export const VIEWS_PER_LIST_MAX = 20;

export const viewNameProblem = (raw: string): string | null => {
  const name = raw.trim();
  if (!name) return 'Name is required';
  if (name.length > VIEW_NAME_MAX) return `Name must be at most ${VIEW_NAME_MAX} characters`;
  return null;
};

/** owner → list → views, under one KS_ key: each user in each organisation sees only theirs. */
type Stored = Record<string, Partial<Record<OrderListName, SavedView[]>>>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** A stored view read as untrusted input (anything on the origin can write localStorage). */
function cleanView(raw: unknown): SavedView | null {
  if (!isRecord(raw)) return null;
  const { id, name, search, savedAt } = raw;
  if (typeof id !== 'string' || !id || id.length > 64) return null;
  if (typeof name !== 'string' || viewNameProblem(name)) return null;
  if (typeof search !== 'string' || search.length > 2000) return null;
  return { id, name: name.trim(), search, savedAt: typeof savedAt === 'string' ? savedAt : '' };
}

/** The page is where one was, not part of what one wants to see again. */
export function viewSearch(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('page');
  return params.toString();
}

const newId = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

export interface ViewStore {
  /** The owner's views of one list, by name. */
  list(owner: string, list: OrderListName): SavedView[];
  /** Saves the search under `name`; a view of the same name (any case) is replaced. */
  save(owner: string, list: OrderListName, name: string, search: string): SavedView;
  remove(owner: string, list: OrderListName, id: string): void;
}

export function createViewStore(key: string = StorageKeys.orderListViews): ViewStore {
  const read = (): Stored => {
    const raw = storage.get<unknown>(key);
    return isRecord(raw) ? (raw as Stored) : {};
  };
  const viewsOf = (stored: Stored, owner: string, list: OrderListName): SavedView[] => {
    const byList = stored[owner];
    const raw = isRecord(byList) ? byList[list] : undefined;
    return Array.isArray(raw) ? raw.map(cleanView).filter((v): v is SavedView => v !== null) : [];
  };
  const write = (stored: Stored, owner: string, list: OrderListName, views: SavedView[]) => {
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
      const others = viewsOf(stored, owner, list).filter(
        (v) => v.name.toLowerCase() !== trimmed.toLowerCase(),
      );
      const view: SavedView = {
        id: newId(),
        name: trimmed,
        search: viewSearch(search),
        savedAt: new Date().toISOString(),
      };
      const kept = [...others]
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
  };
}

export const orderViewStore = createViewStore();
