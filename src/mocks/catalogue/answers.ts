import { HttpResponse } from 'msw';
import type {
  MovementsResponse,
  ProductResponse,
  StockResponse,
  WarehouseStockRow,
} from '@/api/contract';
import type { BundleRecord, HistoryRecord, ProductRecord, WarehouseRecord } from '../db/schema';
import type { SimulatorStore } from '../db/store';
import { pageParams, paginate } from '../server-rules/body';
import { errors } from '../server-rules/errors';
import type { OrganisationContext, Simulator } from '../server-rules/pipeline';
import { CATALOGUE_REFUSALS, isoNow, productIn, refuse } from './lookup';
import { actorName, movementMatches, movementsOf, movementView, type Subject } from './movements';
import { orgWarehouses, costsMaskedFor, productDetail } from './views';

/**
 * Answers and writes the item, item-type and bundle handlers share: one place for what a
 * product detail answer, a history entry, a movements page and a stock table look like.
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

/** The product the path names in the caller's organisation, or the refusal to answer. */
export function editableProduct(
  store: SimulatorStore,
  ctx: OrganisationContext,
): ProductRecord | Response {
  const product = productIn(store, ctx.params, ctx.organisation.id);
  if (!product) return errors.notFound();
  if (product.archived) return refuse(CATALOGUE_REFUSALS.productArchived);
  return product;
}

/** Writes history entries for products or bundles, by the signed-in user, at the sim's time. */
export function historyWriter(sim: Simulator, kind: 'product' | 'bundle') {
  return (
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
}

/** The history of a new product or bundle: its SKU and title came from nothing. */
export const createdChanges = (record: { sku: string; title: string }) => [
  { field: 'sku', from: null, to: record.sku },
  { field: 'title', from: null, to: record.title },
];

/** The history of an archive (a fresh array: the store keeps what it is given). */
export const archivedChanges = () => [{ field: 'archived', from: false, to: true }];

/** One page of a product's or bundle's movements, newest first, filtered by `?query=`. */
export function movementsPage(store: SimulatorStore, subject: Subject, url: URL) {
  const query = url.searchParams.get('query') ?? '';
  const rows = movementsOf(store, subject).filter((m) => movementMatches(m, query));
  const page = paginate(rows, pageParams(url));
  const body: MovementsResponse = {
    ...page,
    data: page.data.map((m) => movementView(store, m)),
  };
  return HttpResponse.json(body);
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
