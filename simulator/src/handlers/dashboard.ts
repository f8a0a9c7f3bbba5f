import { http, HttpResponse } from 'msw';
import {
  ACTION_CENTER_KINDS,
  DASHBOARD_MESSAGES_DEFAULT,
  DASHBOARD_MESSAGES_MAX,
  TOP_COUNTRIES_DEFAULT_DAYS,
  TOP_COUNTRIES_DEFAULT_LIMIT,
  TOP_COUNTRIES_MAX_LIMIT,
  type ActionCenterKind,
  type ActionCenterResponse,
  type DashboardMessagesResponse,
  type DashboardStatistics,
  type DashboardStatisticsResponse,
  type Role,
  type TopCountriesResponse,
} from '@/domain/contract';
import { isPaid } from '@/domain/billing/invoiceStatus';
import { DEFAULT_ACCESS_CONTROL_MAP, isAllowed } from '@/domain/permissions/accessControl';
import { actionCenterSummary } from '../dashboard/actionCenter';
import { latestMessages } from '../dashboard/messages';
import { boundedIntegers, type IntegerBounds } from '../dashboard/params';
import { topCountries } from '../dashboard/topCountries';
import { OPEN_ORDER_STATUSES } from '../db/schema';
import type { SimulatorStore } from '../db/store';
import { MASK_MARKER, roundCents } from '@/domain/format';
import { callerToday } from '../server-rules/callerDay';
import { errors } from '../server-rules/errors';
import {
  CAN_VIEW,
  withAuth,
  type AccessRequirement,
  type Simulator,
} from '../server-rules/pipeline';

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
  const unpaid = store.invoices.filter((i) => mine(i) && !isPaid(i));
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
    unpaid_amount: roundCents(unpaid.reduce((sum, i) => sum + i.balance, 0)),
    currency: 'AUD',
  };
}

/**
 * Members do not see money (docs/permissions.md): the unpaid-invoices card needs the `finance`
 * marker, as the invoices themselves do. Every other card is a `view` read.
 */
const ACTION_CENTER_RULES: Record<ActionCenterKind, AccessRequirement> = {
  'no-stock': CAN_VIEW,
  amending: CAN_VIEW,
  'in-progress': CAN_VIEW,
  'unpaid-invoices': { permission: 'finance' },
  'unread-messages': CAN_VIEW,
};

/** Whether a role may see money (invoices, balances): the finance permission. */
const seesMoney = (role: Role) =>
  isAllowed({ role, accessControlMap: DEFAULT_ACCESS_CONTROL_MAP }, { permission: 'finance' });

/** The figures with the money masked, as the server masks what a role may not see. */
function withMoneyMasked(figures: DashboardStatistics): DashboardStatistics {
  return { ...figures, unpaid_invoices: MASK_MARKER, unpaid_amount: MASK_MARKER };
}

/** The query parameters of dashboard/top-countries, and their bounds. */
const TOP_COUNTRIES_QUERY = {
  days: { label: 'Days', min: 1, max: 365, fallback: TOP_COUNTRIES_DEFAULT_DAYS },
  limit: {
    label: 'Limit',
    min: 1,
    max: TOP_COUNTRIES_MAX_LIMIT,
    fallback: TOP_COUNTRIES_DEFAULT_LIMIT,
  },
};
/** The query parameter of dashboard/messages, and its bounds. */
const MESSAGES_QUERY = {
  max_records: {
    label: 'Max records',
    min: 1,
    max: DASHBOARD_MESSAGES_MAX,
    fallback: DASHBOARD_MESSAGES_DEFAULT,
  },
};

/**
 * The dashboard: statistics, the action center's five cards, top destination countries and the
 * latest warehouse messages, each counted from the store for the request's organisation.
 */
export function dashboardHandlers(sim: Simulator) {
  /** A GET whose query is whole numbers within bounds (a 422 names each one that is off). */
  const boundedGet = <K extends string, T>(
    path: string,
    bounds: Record<K, IntegerBounds>,
    data: (organisationId: number, query: Record<K, number>) => T,
  ) =>
    http.get(
      path,
      withAuth(sim, CAN_VIEW, ({ organisation, url }) => {
        const query = boundedIntegers(url, bounds);
        if ('problems' in query) return errors.validation(query.problems);
        return HttpResponse.json({ data: data(organisation.id, query.values) });
      }),
    );

  return [
    http.get(
      '*/v1/dashboard/statistics',
      withAuth(sim, CAN_VIEW, ({ organisation, membership }) => {
        const figures = computeDashboardStatistics(sim.store, organisation.id, sim.now());
        const body: DashboardStatisticsResponse = {
          data: seesMoney(membership.role) ? figures : withMoneyMasked(figures),
        };
        return HttpResponse.json(body);
      }),
    ),
    ...ACTION_CENTER_KINDS.map((kind) =>
      http.get(
        `*/v1/dashboard/action_center/${kind}`,
        withAuth(sim, ACTION_CENTER_RULES[kind], ({ organisation, request }) => {
          const body: ActionCenterResponse = {
            data: actionCenterSummary(
              sim.store,
              organisation.id,
              kind,
              callerToday(sim.now(), request),
            ),
          };
          return HttpResponse.json(body);
        }),
      ),
    ),
    boundedGet(
      '*/v1/dashboard/top-countries',
      TOP_COUNTRIES_QUERY,
      (organisationId, query): TopCountriesResponse['data'] =>
        topCountries(sim.store, organisationId, { now: sim.now(), ...query }),
    ),
    boundedGet(
      '*/v1/dashboard/messages',
      MESSAGES_QUERY,
      (organisationId, query): DashboardMessagesResponse['data'] =>
        latestMessages(sim.store, organisationId, query.max_records),
    ),
  ];
}
