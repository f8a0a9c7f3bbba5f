import {
  COST_ANALYSIS_SORTS,
  COST_ORDER_TYPES,
  type CostAnalysisRow,
  type CostAnalysisSummary,
  type CostBreakdown,
  type CostGroup,
  type CostOrderType,
  type ReportOption,
} from '@/domain/contract';
import { DEFAULT_RANGE_DAYS, dayIndexOf } from '@/domain/reports/dateRange';
import type { OrderRecord } from '../db/schema';
import type { SimulatorStore } from '../db/store';
import { GST_RATE, orderPricing } from '../orders/views';
import { roundCents } from '@/domain/format';
import { oneOf, optionId, datedQuery, sortOf, sortRows, type DatedReportRequest } from './params';

export interface CostAnalysisReport {
  rows: CostAnalysisRow[];
  summary: CostAnalysisSummary;
  options: { warehouses: ReportOption[] };
}

type Charge = 'pick_pack' | 'shipping' | 'insurance' | 'receiving';
const CHARGES: readonly Charge[] = ['pick_pack', 'shipping', 'insurance', 'receiving'];

/**
 * Which charge a line of the order's pricing (bookings/{id}/pricing) is: the report adds up
 * exactly the figures the order page shows. The goods lines are the merchant's own stock at its
 * price, not a fulfilment cost, so they are left out.
 */
export function chargeOf(label: string): Charge | null {
  if (label.startsWith('Pick and pack')) return 'pick_pack';
  if (label.startsWith('Shipping')) return 'shipping';
  if (label === 'Insurance') return 'insurance';
  if (label.startsWith('Receiving')) return 'receiving';
  return null;
}

export const costOrderType = (order: OrderRecord): CostOrderType =>
  order.type === 'outbound' ? 'outbound' : order.sub_type === 'return' ? 'return' : 'inbound';

/** The fulfilment charges of one order, from its pricing, and its BASE items. */
export function orderCosts(store: SimulatorStore, order: OrderRecord) {
  const pricing = orderPricing(store, order, false);
  const costs: Record<Charge, number> = { pick_pack: 0, shipping: 0, insurance: 0, receiving: 0 };
  let items = 0;
  for (const line of pricing.lines) {
    const charge = chargeOf(line.label);
    if (!charge) continue;
    costs[charge] += Number(line.amount);
    // The per-item handling line counts the order's BASE items.
    if (line.label.endsWith('(items)')) items = line.quantity;
  }
  return { ...withTotals(costs), items };
}

function withTotals(costs: Record<Charge, number>): CostBreakdown {
  const rounded = Object.fromEntries(CHARGES.map((c) => [c, roundCents(costs[c])])) as Record<
    Charge,
    number
  >;
  const total = roundCents(CHARGES.reduce((s, c) => s + rounded[c], 0));
  return { ...rounded, total, gst: roundCents(total * GST_RATE) };
}

function group(rows: readonly CostAnalysisRow[]): CostGroup {
  const costs = { pick_pack: 0, shipping: 0, insurance: 0, receiving: 0 };
  for (const row of rows) for (const c of CHARGES) costs[c] += row[c];
  return { ...withTotals(costs), orders: rows.length };
}

/**
 * The cost analysis: the organisation's orders created in the merchant-day range (drafts were
 * never placed and cancelled orders are not charged, so both are left out), newest first, with
 * their fulfilment charges; the summary groups every selected order by type and by month.
 */
export function costAnalysisReport(
  request: DatedReportRequest,
): CostAnalysisReport | { errors: Record<string, string[]> } {
  const { store, organisation, url } = request;
  const { errors, options, range } = datedQuery(request, DEFAULT_RANGE_DAYS.costAnalysis);
  const orderType = oneOf(url, 'order_type', COST_ORDER_TYPES, 'Order type', errors);
  const warehouseId = optionId(url, 'warehouse_id', options.warehouses, 'Warehouse', errors);
  const sort = sortOf(url, COST_ANALYSIS_SORTS, errors);
  if (errors.any || !range) return { errors: errors.fields };

  const warehouseName = new Map(store.warehouses.all().map((w) => [w.id, w.name]));
  const rows: CostAnalysisRow[] = [];
  for (const order of store.orders.all()) {
    if (order.organisation_id !== organisation.id) continue;
    if (order.status === 'draft' || order.status === 'cancelled') continue;
    if (orderType && costOrderType(order) !== orderType) continue;
    if (warehouseId !== null && order.warehouse_id !== warehouseId) continue;
    const day = dayIndexOf(range.boundaries, Date.parse(order.created_at));
    if (day < 0) continue;
    rows.push({
      id: order.id,
      reference: order.reference,
      date: range.days[day]!,
      order_type: costOrderType(order),
      warehouse: warehouseName.get(order.warehouse_id) ?? '',
      ...orderCosts(store, order),
    });
  }
  rows.sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);

  const months = [...new Set(range.days.map((d) => d.slice(0, 7)))];
  return {
    rows: sortRows(rows, sort),
    summary: {
      currency: 'AUD',
      from: range.from,
      to: range.to,
      ...group(rows),
      by_type: COST_ORDER_TYPES.map((t) => ({
        order_type: t,
        ...group(rows.filter((r) => r.order_type === t)),
      })),
      by_month: months.map((month) => ({
        month,
        ...group(rows.filter((r) => r.date.startsWith(month))),
      })),
    },
    options,
  };
}
