import {
  STOCK_MOVEMENT_GROUPS,
  STOCK_MOVEMENT_SORTS,
  STOCK_MOVEMENT_TYPES,
  type ReportOption,
  type StockMovementReportRow,
  type StockMovementSummary,
} from '@/domain/contract';
import { DEFAULT_RANGE_DAYS, dayIndexOf } from '@/domain/reports/dateRange';
import type { MovementRecord } from '../db/schema';
import {
  oneOf,
  optionId,
  datedQuery,
  searchText,
  sortOf,
  sortRows,
  type DatedReportRequest,
} from './params';

export interface StockMovementReport {
  rows: StockMovementReportRow[];
  summary: StockMovementSummary;
  options: { warehouses: ReportOption[] };
}

interface Tally {
  inbound: number;
  outbound: number;
  adjustments: number;
  movements: number;
}
const emptyTally = (): Tally => ({ inbound: 0, outbound: 0, adjustments: 0, movements: 0 });

/**
 * Adds one movement, in BASE items: receipts and returns are in, picks out (as a positive
 * number), adjustments signed; a breakdown repacks without changing the BASE total, and a hold
 * or release only sets items aside or frees them, so each counts as a movement and moves no figure.
 */
function add(tally: Tally, movement: MovementRecord) {
  tally.movements += 1;
  const items = movement.base_quantity;
  if (movement.type === 'inbound' || movement.type === 'return') tally.inbound += items;
  else if (movement.type === 'outbound') tally.outbound += -items;
  else tally.adjustments += items;
}

const net = (t: Tally) => t.inbound - t.outbound + t.adjustments;

/**
 * The stock movement report: the organisation's product movements (a bundle is not stocked
 * itself: its own movement log is left out) in the merchant-day range, per day (every day of the
 * range, newest first, quiet days included) or per product moved (most moved first).
 */
export function stockMovementReport(
  request: DatedReportRequest,
): StockMovementReport | { errors: Record<string, string[]> } {
  const { store, organisation, url } = request;
  const { errors, options, range } = datedQuery(request, DEFAULT_RANGE_DAYS.stockMovement);
  const group = oneOf(url, 'group_by', STOCK_MOVEMENT_GROUPS, 'Group by', errors) ?? 'day';
  const type = oneOf(url, 'type', STOCK_MOVEMENT_TYPES, 'Movement type', errors);
  const warehouseId = optionId(url, 'warehouse_id', options.warehouses, 'Warehouse', errors);
  const sort = sortOf(url, STOCK_MOVEMENT_SORTS, errors);
  if (errors.any || !range) return { errors: errors.fields };

  const query = searchText(url);
  const products = new Map(
    store.products.filter((p) => p.organisation_id === organisation.id).map((p) => [p.id, p]),
  );
  const matches = (productId: number) => {
    if (!query) return true;
    const product = products.get(productId);
    return (
      !!product &&
      (product.sku.toLowerCase().includes(query) || product.title.toLowerCase().includes(query))
    );
  };

  const perDay = range.days.map(emptyTally);
  const perProduct = new Map<number, Tally>();
  for (const movement of store.movements.all()) {
    if (movement.organisation_id !== organisation.id || movement.product_id === null) continue;
    if (type && movement.type !== type) continue;
    if (warehouseId !== null && movement.warehouse_id !== warehouseId) continue;
    const day = dayIndexOf(range.boundaries, Date.parse(movement.created_at));
    if (day < 0 || !matches(movement.product_id)) continue;
    add(perDay[day]!, movement);
    let tally = perProduct.get(movement.product_id);
    if (!tally) perProduct.set(movement.product_id, (tally = emptyTally()));
    add(tally, movement);
  }

  const dayRows = range.days
    .map((date, i): StockMovementReportRow => ({
      id: date,
      date,
      product_id: null,
      sku: null,
      title: null,
      ...perDay[i]!,
      net: net(perDay[i]!),
    }))
    .reverse();
  const productRows = [...perProduct]
    .map(([id, tally]): StockMovementReportRow => {
      const product = products.get(id);
      return {
        id: `product-${id}`,
        date: null,
        product_id: id,
        sku: product?.sku ?? '',
        title: product?.title ?? '',
        ...tally,
        net: net(tally),
      };
    })
    .sort(
      (a, b) =>
        b.inbound + b.outbound - (a.inbound + a.outbound) ||
        (a.sku ?? '').localeCompare(b.sku ?? ''),
    );

  const total = perDay.reduce((sum, t) => {
    sum.inbound += t.inbound;
    sum.outbound += t.outbound;
    sum.adjustments += t.adjustments;
    return sum;
  }, emptyTally());
  return {
    rows: sortRows(group === 'day' ? dayRows : productRows, sort),
    summary: {
      from: range.from,
      to: range.to,
      inbound: total.inbound,
      outbound: total.outbound,
      adjustments: total.adjustments,
      net: net(total),
      by_day: range.days.map((date, i) => ({
        date,
        inbound: perDay[i]!.inbound,
        outbound: perDay[i]!.outbound,
      })),
    },
    options,
  };
}
