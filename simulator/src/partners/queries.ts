import {
  PARTNER_SORTS,
  PARTNER_SUGGESTIONS_LIMIT,
  type PartnerKind,
  type PartnerProductRow,
  type PartnerSuggestion,
} from '@/domain/contract';
import type { OrderRecord } from '../db/schema';
import type { SimulatorStore } from '../db/store';
import { partnerTable, type AnyPartnerRecord } from './records';

/** The organisation's partners of a kind whose name or company holds the search (any case). */
export function partnersMatching(
  store: SimulatorStore,
  kind: PartnerKind,
  organisationId: number,
  query: string,
): AnyPartnerRecord[] {
  const wanted = query.trim().toLowerCase();
  return partnerTable(store, kind).filter(
    (p) =>
      p.organisation_id === organisationId &&
      (!wanted ||
        p.name.toLowerCase().includes(wanted) ||
        p.company.toLowerCase().includes(wanted)),
  );
}

type SortKey = (typeof PARTNER_SORTS)[number];
const isSortKey = (key: string): key is SortKey =>
  (PARTNER_SORTS as readonly string[]).includes(key);

/**
 * `sort` as the list sends it (`name`, `-created_at`); an unknown key falls back to the name.
 * Ties go by id, so pages never overlap.
 */
export function sortPartners(rows: AnyPartnerRecord[], sort: string): AnyPartnerRecord[] {
  const descending = sort.startsWith('-');
  const raw = sort.replace(/^-/, '');
  const key: SortKey = isSortKey(raw) ? raw : 'name';
  const sign = descending && isSortKey(raw) ? -1 : 1;
  return [...rows].sort(
    (a, b) => sign * String(a[key]).localeCompare(String(b[key])) || a.id - b.id,
  );
}

/**
 * Up to PARTNER_SUGGESTIONS_LIMIT names for the search box: names that start with the text
 * first, then names that hold it, each group by name.
 */
export function suggestPartners(
  store: SimulatorStore,
  kind: PartnerKind,
  organisationId: number,
  query: string,
): PartnerSuggestion[] {
  const wanted = query.trim().toLowerCase();
  const rank = (p: AnyPartnerRecord) => (p.name.toLowerCase().startsWith(wanted) ? 0 : 1);
  return partnerTable(store, kind)
    .filter((p) => p.organisation_id === organisationId && p.name.toLowerCase().includes(wanted))
    .sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name) || a.id - b.id)
    .slice(0, PARTNER_SUGGESTIONS_LIMIT)
    .map(({ id, name, company }) => ({ id, name, company }));
}

/** Orders that do not count as the partner's trade: not placed yet, or called off. */
const NOT_TRADED: readonly OrderRecord['status'][] = ['draft', 'cancelled'];

/**
 * The products of a partner's orders (inbound from a supplier, outbound to a customer), summed
 * over its orders that were placed and not cancelled: most items first, then by SKU.
 */
export function partnerProducts(
  store: SimulatorStore,
  kind: PartnerKind,
  partner: AnyPartnerRecord,
): PartnerProductRow[] {
  const orders = store.orders.filter(
    (o) =>
      o.organisation_id === partner.organisation_id &&
      !NOT_TRADED.includes(o.status) &&
      (kind === 'supplier'
        ? o.type === 'inbound' && o.supplier_id === partner.id
        : o.type === 'outbound' && o.customer_id === partner.id),
  );
  const rows = new Map<number, PartnerProductRow>();
  for (const order of orders) {
    const counted = new Set<number>();
    for (const line of order.lines) {
      const row = rows.get(line.product_id);
      const firstInOrder = !counted.has(line.product_id);
      counted.add(line.product_id);
      if (row) {
        row.quantity += line.quantity;
        if (firstInOrder) row.orders += 1;
        if (order.created_at > row.last_ordered_at) row.last_ordered_at = order.created_at;
        continue;
      }
      const product = store.products.get(line.product_id);
      rows.set(line.product_id, {
        product_id: line.product_id,
        sku: product?.sku ?? '',
        title: product?.title ?? '',
        quantity: line.quantity,
        orders: 1,
        last_ordered_at: order.created_at,
      });
    }
  }
  return [...rows.values()].sort((a, b) => b.quantity - a.quantity || a.sku.localeCompare(b.sku));
}
