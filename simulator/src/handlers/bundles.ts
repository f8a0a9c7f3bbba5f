import { http, HttpResponse } from 'msw';
import type {
  BundleFormOptionsResponse,
  BundleOrder,
  BundleOrdersResponse,
  BundleResponse,
  TrendsResponse,
} from '@/domain/contract';
import type { BundleRecord, OrderRecord } from '../db/schema';
import type { SimulatorStore } from '../db/store';
import {
  historyWriter,
  movementsRoute,
  recordRoutes,
  warehouseStockAnswer,
  withBundle,
} from '../catalogue/answers';
import { readBundleInput, type BundleFields } from '../catalogue/bundleInput';
import { CATALOGUE_REFUSALS, isoNow, newUid, refuse, skuPrefixOf } from '../catalogue/lookup';
import { daysParam, diffChanges, movementsOf, trendPoints } from '../catalogue/movements';
import { skuTaken } from '../catalogue/productInput';
import { bundleStock } from '../catalogue/stock';
import { bundleDetail } from '../catalogue/views';
import { pageOf } from '../server-rules/body';
import { errors } from '../server-rules/errors';
import { CAN_EDIT, CAN_VIEW, withAuth, type Simulator } from '../server-rules/pipeline';

export const BUNDLE_ARCHIVED_MESSAGE = 'Bundle archived successfully';

/**
 * The orders of a bundle (decided, docs/simulator.md): orders of the organisation holding every
 * product of the bundle, at least once its quantity; `quantity` is how many whole bundles the
 * order's lines hold. Newest first.
 */
export function bundleOrders(store: SimulatorStore, bundle: BundleRecord): BundleOrder[] {
  const holds = (order: OrderRecord) =>
    Math.min(
      ...bundle.lines.map((line) => {
        const ordered = order.lines
          .filter((l) => l.product_id === line.product_id)
          .reduce((sum, l) => sum + l.quantity, 0);
        return Math.floor(ordered / line.quantity);
      }),
    );
  return store.orders
    .filter((o) => o.organisation_id === bundle.organisation_id && bundle.lines.length > 0)
    .map((order) => ({ order, quantity: holds(order) }))
    .filter(({ quantity }) => quantity >= 1)
    .sort((a, b) => b.order.created_at.localeCompare(a.order.created_at) || b.order.id - a.order.id)
    .map(({ order, quantity }) => ({
      id: order.id,
      reference: order.reference,
      type: order.type,
      status: order.status,
      customer_name: order.customer_name,
      quantity,
      created_at: order.created_at,
    }));
}

/** `<prefix>-BDL-<n>`: the organisation's SKU prefix and the first free number. */
function suggestSku(store: SimulatorStore, organisationId: number, name: string): string {
  const prefix = skuPrefixOf(store, organisationId, name);
  const sku = (n: number) => `${prefix}-BDL-${String(n).padStart(3, '0')}`;
  let n = store.bundles.count((b) => b.organisation_id === organisationId) + 1;
  while (skuTaken(store, organisationId, sku(n))) n += 1;
  return sku(n);
}

/**
 * The bundles endpoints: create/update with the bundle rules, detail with the stock its components
 * make, archive (final), movements, trends, stock per warehouse and the bundle's orders.
 */
export function bundleHandlers(sim: Simulator) {
  const { store } = sim;
  const detail = (bundle: BundleRecord, status = 200, message?: string) =>
    HttpResponse.json(
      {
        ...(message ? { message } : {}),
        data: bundleDetail(store, bundle),
      } satisfies BundleResponse & {
        message?: string;
      },
      { status },
    );
  const history = historyWriter(sim, 'bundle');

  const create = withAuth(sim, CAN_EDIT, (ctx) => {
    const { organisation, body } = ctx;
    const { values, errors: problems } = readBundleInput(body, {
      store,
      organisationId: organisation.id,
    });
    if (problems) return errors.validation(problems);
    const now = sim.now();
    const bundle = store.bundles.insert({
      ...(values as BundleFields),
      uid: newUid('bundle', organisation.id, store.bundles.nextId(), now),
      organisation_id: organisation.id,
      archived: false,
      created_at: isoNow(now),
      updated_at: isoNow(now),
    });
    history.created(bundle, ctx);
    return detail(bundle, 201);
  });

  const update = withBundle(sim, CAN_EDIT, (bundle, ctx) => {
    if (bundle.archived) return refuse(CATALOGUE_REFUSALS.bundleArchived);
    const { values, errors: problems } = readBundleInput(ctx.body, {
      store,
      organisationId: ctx.organisation.id,
      existing: bundle,
    });
    if (problems) return errors.validation(problems);
    const changes = diffChanges({ ...bundle }, values as Record<string, unknown>);
    Object.assign(bundle, values, { updated_at: isoNow(sim.now()) });
    store.bundles.markChanged(bundle);
    if (changes.length) history(bundle, ctx, 'updated', changes);
    return detail(bundle);
  });

  const archive = withBundle(sim, CAN_EDIT, (bundle, ctx) => {
    if (bundle.archived) return refuse(CATALOGUE_REFUSALS.bundleAlreadyArchived);
    store.bundles.update(bundle.id, { archived: true, updated_at: isoNow(sim.now()) });
    history.archived(bundle, ctx);
    return detail(bundle, 200, BUNDLE_ARCHIVED_MESSAGE);
  });

  return [
    http.get(
      '*/v1/bundles/new',
      withAuth(sim, CAN_VIEW, ({ organisation }) => {
        const body: BundleFormOptionsResponse = {
          data: { suggested_sku: suggestSku(store, organisation.id, organisation.name) },
        };
        return HttpResponse.json(body);
      }),
    ),
    ...recordRoutes('bundles', {
      create,
      show: withBundle(sim, CAN_VIEW, (bundle) => detail(bundle)),
      update,
      archive,
    }),

    http.get('*/v1/bundles/:id/movements', movementsRoute(sim, 'bundle')),

    // Daily stock is what the components could make that day; in/out are bundle shipments.
    http.get(
      '*/v1/bundles/:id/trends',
      withBundle(sim, CAN_VIEW, (bundle, { url }) => {
        const days = daysParam(url);
        const now = sim.now();
        const current = bundleStock(bundle, (id) => store.products.get(id), []).stock;
        const points = trendPoints(
          movementsOf(store, { bundle_id: bundle.id }),
          current,
          days,
          now,
        );
        const components = bundle.lines.map((line) => {
          const product = store.products.get(line.product_id);
          const daily = product
            ? trendPoints(movementsOf(store, { product_id: product.id }), product.stock, days, now)
            : [];
          return { quantity: line.quantity, daily };
        });
        const data = points.map((point, i) => ({
          ...point,
          stock: components.length
            ? Math.min(...components.map((c) => Math.floor((c.daily[i]?.stock ?? 0) / c.quantity)))
            : 0,
        }));
        return HttpResponse.json({ data } satisfies TrendsResponse);
      }),
    ),

    http.get(
      '*/v1/bundles/:id/stock',
      withBundle(sim, CAN_VIEW, (bundle, { url, organisation }) =>
        warehouseStockAnswer(
          store,
          organisation.id,
          url,
          (warehouses) => bundleStock(bundle, (id) => store.products.get(id), warehouses).rows,
        ),
      ),
    ),

    http.get(
      '*/v1/bundles/:id/orders',
      withBundle(sim, CAN_VIEW, (bundle, { url }) => {
        const body: BundleOrdersResponse = pageOf(bundleOrders(store, bundle), url);
        return HttpResponse.json(body);
      }),
    ),
  ];
}
