import { http, HttpResponse } from 'msw';
import type {
  MovementsResponse,
  ProductResponse,
  StockResponse,
  WarehouseStockRow,
} from '@/domain/contract';
import type { BundleRecord, HistoryRecord, ProductRecord, WarehouseRecord } from '../db/schema';
import type { SimulatorStore } from '../db/store';
import { pageOf } from '../server-rules/body';
import { errors } from '../server-rules/errors';
import {
  CAN_EDIT,
  CAN_VIEW,
  withAuth,
  withRecord,
  type OrganisationContext,
  type RecordResolver,
  type Simulator,
} from '../server-rules/pipeline';
import { bundleIn, CATALOGUE_REFUSALS, categoryIn, isoNow, productIn, refuse } from './lookup';
import { actorName, movementMatches, movementsOf, movementView, type Subject } from './movements';
import { orgWarehouses, costsMaskedFor, productDetail } from './views';

/**
 * Answers and writes the catalogue handlers share: one place for how a route finds the record
 * its path names, and for what a product detail answer, a history entry, a movements page and a
 * stock table look like.
 */

/** A product's detail as the caller's role may see it (costs masked where it may not). */
export const productAnswer = (
  store: SimulatorStore,
  product: ProductRecord,
  ctx: OrganisationContext,
  status = 200,
) =>
  HttpResponse.json(
    {
      data: productDetail(store, product, costsMaskedFor(ctx.membership.role)),
    } satisfies ProductResponse,
    { status },
  );

/** A route under items/:id: the product of the caller's organisation (another's is 404). */
export const withProduct = withRecord(productIn);
/** A route under bundles/:id: the bundle of the caller's organisation (another's is 404). */
export const withBundle = withRecord(bundleIn);
/** A route under categories/:id: an active category of the caller's organisation, else 404. */
export const withCategory = withRecord((store, params, organisationId) =>
  categoryIn(store, Number(params.id), organisationId),
);

/**
 * A write under items/:id: the product of the caller's organisation (another's is 404), refused
 * while it is archived.
 */
export const withEditableProduct = (sim: Simulator, resolver: RecordResolver<ProductRecord>) =>
  withProduct(sim, CAN_EDIT, (product, ctx) =>
    product.archived ? refuse(CATALOGUE_REFUSALS.productArchived) : resolver(product, ctx),
  );

type Route = ReturnType<typeof withAuth>;

/**
 * A catalogue record's own routes: create (with or without the trailing slash the portal's
 * clients send), show, update (PATCH or PUT) and archive (POST or PATCH).
 */
export function recordRoutes(
  resource: 'items' | 'bundles',
  { create, show, update, archive }: Record<'create' | 'show' | 'update' | 'archive', Route>,
) {
  const base = `*/v1/${resource}`;
  return [
    http.post(base, create),
    http.post(`${base}/`, create),
    http.get(`${base}/:id`, show),
    http.patch(`${base}/:id`, update),
    http.put(`${base}/:id`, update),
    http.post(`${base}/:id/archive`, archive),
    http.patch(`${base}/:id/archive`, archive),
  ];
}

/**
 * Writes history entries for products or bundles, by the signed-in user, at the sim's time:
 * `write(record, ctx, action, changes)`, plus the entries every record gets when it is created
 * (its SKU and title came from nothing) and archived.
 */
export function historyWriter(sim: Simulator, kind: 'product' | 'bundle') {
  const write = (
    record: ProductRecord | BundleRecord,
    ctx: OrganisationContext,
    action: HistoryRecord['action'],
    changes: HistoryRecord['changes'],
  ) =>
    sim.store.history.insert({
      organisation_id: record.organisation_id,
      product_id: kind === 'product' ? record.id : null,
      bundle_id: kind === 'bundle' ? record.id : null,
      created_at: isoNow(sim.now()),
      actor: actorName(ctx.auth.user),
      action,
      changes,
    });
  return Object.assign(write, {
    created: (record: ProductRecord | BundleRecord, ctx: OrganisationContext) =>
      write(record, ctx, 'created', [
        { field: 'sku', from: null, to: record.sku },
        { field: 'title', from: null, to: record.title },
      ]),
    archived: (record: ProductRecord | BundleRecord, ctx: OrganisationContext) =>
      write(record, ctx, 'archived', [{ field: 'archived', from: false, to: true }]),
  });
}

/**
 * GET items/:id/movements and bundles/:id/movements: one page of the record's movements, newest
 * first, filtered by `?query=`.
 */
export function movementsRoute(sim: Simulator, kind: 'product' | 'bundle') {
  const page = (subject: Subject, url: URL) => {
    const query = url.searchParams.get('query') ?? '';
    const rows = movementsOf(sim.store, subject).filter((m) => movementMatches(m, query));
    const found = pageOf(rows, url);
    const body: MovementsResponse = {
      ...found,
      data: found.data.map((m) => movementView(sim.store, m)),
    };
    return HttpResponse.json(body);
  };
  return kind === 'product'
    ? withProduct(sim, CAN_VIEW, (product, { url }) => page({ product_id: product.id }, url))
    : withBundle(sim, CAN_VIEW, (bundle, { url }) => page({ bundle_id: bundle.id }, url));
}

/**
 * The stock table per warehouse of the organisation, or of the one `?warehouse_id=` names
 * (another organisation's warehouse is not found).
 */
export function warehouseStockAnswer(
  store: SimulatorStore,
  organisationId: number,
  url: URL,
  rowsFor: (warehouses: readonly WarehouseRecord[]) => WarehouseStockRow[],
) {
  const warehouses = orgWarehouses(store, organisationId);
  const wanted = url.searchParams.get('warehouse_id');
  if (wanted && !warehouses.some((w) => String(w.id) === wanted)) return errors.notFound();
  const rows = rowsFor(warehouses).filter((row) => !wanted || String(row.warehouse_id) === wanted);
  return HttpResponse.json({ data: rows } satisfies StockResponse);
}
