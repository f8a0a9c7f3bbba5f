/**
 * The only door to localStorage: every key is prefixed with KS_, so the portal's
 * entries are recognisable and can be cleared together without touching anything else.
 */
export const STORAGE_PREFIX = 'KS_';

export const StorageKeys = {
  user: 'user',
  redirectUrl: 'redirect_url',
  itemsSearchHistory: 'items_search_history',
  /** Drafts: resumed by 'Continue Adding', never holding a password. */
  signupDraft: 'signup_draft',
  productDraft: 'product_draft',
  productTypeDraft: 'product_type_draft',
  bundleDraft: 'bundle_draft',
  supplierDraft: 'supplier_draft',
  customerDraft: 'customer_draft',
  outboundDraft: 'outbound_order_draft',
  inboundDraft: 'inbound_order_draft',
  organisationDraft: 'organisation_draft',
  /** Named views of every server list (filters, search and sort), per user@organisation. */
  listViews: 'list_views',
  /** The order lists' views before every list had them: read once, moved to listViews. */
  orderListViews: 'order_list_views',
  /** Records last opened from the command palette, per user@organisation. */
  paletteRecent: 'palette_recent',
} as const;

const prefixed = (key: string) => (key.startsWith(STORAGE_PREFIX) ? key : STORAGE_PREFIX + key);

type WriteFailureListener = (key: string, error: unknown) => void;
let onWriteFailure: WriteFailureListener = (key, error) =>
  console.warn(`[storage] could not write ${key}`, error);

/**
 * Where a refused write is reported (the app sends it to error reporting). A full quota or a
 * disabled storage never throws into the caller: a sign-in or an organisation switch must not
 * stop half-way because the browser would not keep a copy of the user.
 */
export function reportStorageFailuresTo(listener: WriteFailureListener): void {
  onWriteFailure = listener;
}

export const storage = {
  key: prefixed,
  get<T>(key: string): T | null {
    try {
      const raw = globalThis.localStorage?.getItem(prefixed(key));
      return raw == null ? null : (JSON.parse(raw) as T);
    } catch {
      return null; // unreadable, or storage disabled
    }
  },
  /** Writes the value; false (reported, never thrown) when the browser refuses it. */
  set(key: string, value: unknown): boolean {
    try {
      globalThis.localStorage?.setItem(prefixed(key), JSON.stringify(value));
      return true;
    } catch (error) {
      onWriteFailure(prefixed(key), error);
      return false;
    }
  },
  remove(key: string): void {
    try {
      globalThis.localStorage?.removeItem(prefixed(key));
    } catch (error) {
      onWriteFailure(prefixed(key), error);
    }
  },
  /** Clears every KS_ entry except the ones named (logout keeps redirect_url). */
  clearAllExcept(keep: string[] = []): void {
    const ls = globalThis.localStorage;
    if (!ls) return;
    const kept = new Set(keep.map(prefixed));
    const doomed: string[] = [];
    for (let i = 0; i < ls.length; i += 1) {
      const k = ls.key(i);
      if (k && k.startsWith(STORAGE_PREFIX) && !kept.has(k)) doomed.push(k);
    }
    doomed.forEach((k) => ls.removeItem(k));
  },
};
