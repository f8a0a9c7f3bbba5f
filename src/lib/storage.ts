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
  /** Named views of the order lists (filters and sort), per user@organisation. */
  orderListViews: 'order_list_views',
} as const;

const prefixed = (key: string) => (key.startsWith(STORAGE_PREFIX) ? key : STORAGE_PREFIX + key);

export const storage = {
  key: prefixed,
  get<T>(key: string): T | null {
    const raw = globalThis.localStorage?.getItem(prefixed(key));
    if (raw == null) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },
  set(key: string, value: unknown): void {
    globalThis.localStorage?.setItem(prefixed(key), JSON.stringify(value));
  },
  remove(key: string): void {
    globalThis.localStorage?.removeItem(prefixed(key));
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
