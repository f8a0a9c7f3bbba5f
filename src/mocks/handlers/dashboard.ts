import { http, HttpResponse } from 'msw';
import type { DashboardStatistics, DashboardStatisticsResponse } from '@/api/contract';
import { OPEN_ORDER_STATUSES } from '../db/schema';
import type { SimulatorStore } from '../db/store';
import { round2 } from '../seed/facts';
import { withAuth, type Simulator } from '../server-rules/pipeline';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The dashboard figures, counted from the store for one organisation (docs/simulator.md):
 * - products / low stock / stock on hand: products not archived;
 * - outbound no_stock, amending, in_progress: outbound orders in that status;
 * - inbound_open: inbound orders still moving (no_stock, amending, in_progress, shipped);
 * - orders_last_30_days: orders of either type created in the 30 days before `now`;
 * - open_tickets / unread_messages: support tickets open / with an unread reply;
 * - unpaid_invoices / unpaid_amount: invoices unpaid or overdue, and their balance (AUD).
 */
export function computeDashboardStatistics(
  store: SimulatorStore,
  organisationId: number,
  now: number,
): DashboardStatistics {
  const mine = <T extends { organisation_id: number }>(row: T) =>
    row.organisation_id === organisationId;
  const products = store.products.filter((p) => mine(p) && !p.archived);
  const orders = store.orders.filter(mine);
  const outbound = (status: string) =>
    orders.filter((o) => o.type === 'outbound' && o.status === status).length;
  const since = now - 30 * DAY_MS;
  const tickets = store.tickets.filter(mine);
  const unpaid = store.invoices.filter((i) => mine(i) && i.status !== 'paid');
  return {
    products: products.length,
    low_stock_products: products.filter((p) => p.is_low_stock).length,
    stock_on_hand: products.reduce((sum, p) => sum + p.stock, 0),
    outbound_in_progress: outbound('in_progress'),
    outbound_no_stock: outbound('no_stock'),
    outbound_amending: outbound('amending'),
    inbound_open: orders.filter(
      (o) => o.type === 'inbound' && OPEN_ORDER_STATUSES.includes(o.status),
    ).length,
    orders_last_30_days: orders.filter((o) => {
      const created = Date.parse(o.created_at);
      return created >= since && created <= now;
    }).length,
    open_tickets: tickets.filter((t) => t.status === 'open').length,
    unread_messages: tickets.filter((t) => t.unread).length,
    unpaid_invoices: unpaid.length,
    unpaid_amount: round2(unpaid.reduce((sum, i) => sum + i.balance, 0)),
    currency: 'AUD',
  };
}

export function dashboardHandlers(sim: Simulator) {
  return [
    http.get(
      '*/v1/dashboard/statistics',
      withAuth(sim, { permission: 'view' }, ({ organisation }) => {
        const body: DashboardStatisticsResponse = {
          data: computeDashboardStatistics(sim.store, organisation.id, sim.now()),
        };
        return HttpResponse.json(body);
      }),
    ),
  ];
}
