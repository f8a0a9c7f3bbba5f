/**
 * Every server list that keeps saved views, by one stable name: the name keys the list's views
 * in storage, so renaming one here would lose what people saved under it.
 */
export const LIST_NAMES = [
  'orders.outbound',
  'orders.inbound',
  'orders.returns',
  'orders.draft',
  'products',
  'bundles',
  'suppliers',
  'customers',
  'categories',
  'invoices',
  'wallet',
  'support.chats',
  'activity',
  'organisations',
  'team.members',
  'integrations',
  'reports.inventory',
  'reports.stock-movement',
  'reports.cost-analysis',
] as const;

export type ListName = (typeof LIST_NAMES)[number];

export const isListName = (value: string): value is ListName =>
  (LIST_NAMES as readonly string[]).includes(value);

/** Before views were kept for every list, the order lists kept theirs under these names. */
export const LEGACY_ORDER_LISTS: Record<string, ListName> = {
  outbound: 'orders.outbound',
  inbound: 'orders.inbound',
  returns: 'orders.returns',
  draft: 'orders.draft',
};
