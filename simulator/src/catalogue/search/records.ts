import type { SearchHit } from '@/domain/contract';
import type {
  BundleRecord,
  CategoryRecord,
  CollectionName,
  DbSnapshot,
  ProductRecord,
  WarehouseRecord,
} from '../../db/schema';
import type { SimulatorStore } from '../../db/store';
import { bundleStock } from '../stock';
import { orgWarehouses } from '../views';
import { indexedHit, type IndexedHit } from './hitFacts';

const timestamp = (iso: string) => Math.floor(Date.parse(iso) / 1000);

/** What names a hit, the same for a product and a bundle: its object id, ids, SKU and title. */
const hitIdentity = (kind: 'product' | 'bundle', r: ProductRecord | BundleRecord) => ({
  objectID: `${kind}-${r.id}`,
  id: r.id,
  uid: r.uid,
  sku: r.sku,
  title: r.title,
});

/**
 * The search index of one organisation: its active products and bundles as SearchHit records.
 * `locations` are the codes of warehouses holding stock (bundles: where the components make at
 * least one).
 *
 * A write must show in the next search, and 10,000 records must not be rebuilt on every
 * keystroke. So the records are kept per organisation and reused while the store's revisions of
 * the collections they are made of (SEARCH_SOURCES) stay the same: every collection write, and
 * every `markChanged` after an edit in place, bumps them, as do a reset and another tab's write.
 * When one moved, each product's record is checked against the fields it is made of
 * (PRODUCT_SOURCE) and rebuilt only if one differs; bundles (a few dozen, their stock derived
 * from their components') are rebuilt and compared; everything is rebuilt when the
 * organisation's categories or warehouses changed. When nothing changed the same array comes
 * back, which lets the engine keep its sorted orders and per-record facts (engine.ts,
 * hitFacts.ts).
 */
export const SEARCH_SOURCES = [
  'products',
  'bundles',
  'categories',
  'warehouses',
] as const satisfies readonly CollectionName[];

export function searchRecords(
  store: SimulatorStore,
  organisationId: number,
): readonly IndexedHit[] {
  let organisations = indexes.get(store.data);
  if (!organisations) {
    organisations = new Map();
    indexes.set(store.data, organisations);
  }
  const previous = organisations.get(organisationId);
  const revisions = SEARCH_SOURCES.map((name) => store.revision(name)).join(':');
  if (previous?.revisions === revisions) return previous.records;
  const next = { ...refresh(store, organisationId, previous), revisions };
  organisations.set(organisationId, next);
  return next.records;
}

interface ProductEntry {
  product: ProductRecord;
  source: readonly unknown[];
  record: IndexedHit;
}

interface OrganisationIndex {
  /** The store's revisions of SEARCH_SOURCES the records were checked at. */
  revisions: string;
  /** Categories and warehouses the records were made with. */
  context: string;
  products: Map<number, ProductEntry>;
  bundlesKey: string;
  bundles: readonly IndexedHit[];
  records: readonly IndexedHit[];
}

const indexes = new WeakMap<DbSnapshot, Map<number, OrganisationIndex>>();

function refresh(
  store: SimulatorStore,
  organisationId: number,
  previous: OrganisationIndex | undefined,
): Omit<OrganisationIndex, 'revisions'> {
  const warehouses = orgWarehouses(store, organisationId);
  const categories = store.categories.filter(
    (c) => c.organisation_id === organisationId && !c.archived,
  );
  const context = JSON.stringify([
    categories.map((c) => [c.id, c.name, c.color]),
    warehouses.map((w) => [w.id, w.code]),
  ]);
  const reuse = previous?.context === context ? previous : undefined;
  // Kept across searches; entries of products gone from the list are simply never read again.
  const products = reuse?.products ?? new Map<number, ProductEntry>();
  const codeOf = new Map(warehouses.map((w) => [w.id, w.code]));
  const categoryOf = new Map(categories.map((c) => [c.id, c]));

  const records: IndexedHit[] = [];
  const own = store.products.filter((p) => p.organisation_id === organisationId);
  for (const product of own) {
    if (product.archived) continue;
    let entry = products.get(product.id);
    if (entry?.product !== product || !sameSource(product, entry.source)) {
      const hit = productHit(product, categoryOf, codeOf);
      entry = { product, source: sourceOf(product), record: indexedHit(hit) };
      products.set(product.id, entry);
    }
    records.push(entry.record);
  }
  const productById = new Map(own.map((p) => [p.id, p]));
  const fresh = store.bundles
    .filter((b) => b.organisation_id === organisationId && !b.archived)
    .map((b) => bundleHit(b, productById, warehouses));
  const bundlesKey = JSON.stringify(fresh);
  const bundles = reuse?.bundlesKey === bundlesKey ? reuse.bundles : fresh.map(indexedHit);
  records.push(...bundles);

  const old = reuse?.records;
  const unchanged =
    old !== undefined && old.length === records.length && records.every((r, i) => r === old[i]);
  return { context, products, bundlesKey, bundles, records: unchanged ? old : records };
}

/**
 * Every field of a product its record is made of (productHit reads nothing else), read the same
 * way to remember them and to compare: no array per product per search.
 */
const PRODUCT_SOURCE: readonly ((p: ProductRecord) => unknown)[] = [
  (p) => p.uid,
  (p) => p.sku,
  (p) => p.title,
  (p) => p.barcode,
  (p) => p.sku_type,
  (p) => p.category_id,
  (p) => p.stock,
  (p) => p.available,
  (p) => p.is_low_stock,
  (p) => p.low_stock_alert,
  (p) => p.images[0],
  (p) => p.created_at,
];

function sourceOf(p: ProductRecord): unknown[] {
  const source = PRODUCT_SOURCE.map((read) => read(p));
  for (const w of p.warehouse_stocks) source.push(w.warehouse_id, w.stock);
  return source;
}

function sameSource(p: ProductRecord, source: readonly unknown[]): boolean {
  const fields = PRODUCT_SOURCE.length;
  if (source.length !== fields + 2 * p.warehouse_stocks.length) return false;
  for (let i = 0; i < fields; i += 1) if (PRODUCT_SOURCE[i]!(p) !== source[i]) return false;
  return p.warehouse_stocks.every(
    (w, i) => w.warehouse_id === source[fields + 2 * i] && w.stock === source[fields + 2 * i + 1],
  );
}

function productHit(
  p: ProductRecord,
  categoryOf: ReadonlyMap<number, CategoryRecord>,
  codeOf: ReadonlyMap<number, string>,
): SearchHit {
  const category = p.category_id === null ? undefined : categoryOf.get(p.category_id);
  return {
    ...hitIdentity('product', p),
    barcode: p.barcode,
    type: p.sku_type,
    category: category ? { name: category.name, color: category.color } : null,
    locations: p.warehouse_stocks
      .filter((w) => w.stock > 0)
      .map((w) => codeOf.get(w.warehouse_id))
      .filter((code): code is string => code !== undefined),
    stock: p.stock,
    available: p.available > 0 ? 'in_stock' : 'out_of_stock',
    available_quantity: p.available,
    is_low_stock: p.is_low_stock,
    low_stock_alert: p.low_stock_alert,
    image: p.images[0] ?? null,
    created_at: p.created_at,
    created_at_timestamp: timestamp(p.created_at),
  };
}

function bundleHit(
  b: BundleRecord,
  productById: ReadonlyMap<number, ProductRecord>,
  warehouses: WarehouseRecord[],
): SearchHit {
  const stock = bundleStock(b, (id) => productById.get(id), warehouses);
  return {
    ...hitIdentity('bundle', b),
    barcode: b.sku,
    type: 'bundle',
    category: null,
    locations: stock.rows.filter((r) => r.stock > 0).map((r) => r.warehouse_code),
    stock: stock.stock,
    available: stock.available > 0 ? 'in_stock' : 'out_of_stock',
    available_quantity: stock.available,
    is_low_stock: false,
    low_stock_alert: 0,
    image: b.image || null,
    created_at: b.created_at,
    created_at_timestamp: timestamp(b.created_at),
  };
}
