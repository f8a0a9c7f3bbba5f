import type { SearchHit } from '@/api/contract';
import type { SimulatorStore } from '../../db/store';
import { bundleStock } from '../stock';
import { orgWarehouses } from '../views';

const timestamp = (iso: string) => Math.floor(Date.parse(iso) / 1000);

/**
 * The search index of one organisation, built from the store on every request so a write is
 * visible to the next search: active products and bundles as SearchHit records. `locations` are
 * the codes of warehouses holding stock (bundles: where the components make at least one).
 */
export function searchRecords(store: SimulatorStore, organisationId: number): SearchHit[] {
  const warehouses = orgWarehouses(store, organisationId);
  const codeOf = new Map(warehouses.map((w) => [w.id, w.code]));
  const categories = new Map(
    store.categories
      .filter((c) => c.organisation_id === organisationId && !c.archived)
      .map((c) => [c.id, c]),
  );
  const products = store.products.filter((p) => p.organisation_id === organisationId);
  const productById = new Map(products.map((p) => [p.id, p]));
  const hits: SearchHit[] = [];

  for (const p of products) {
    if (p.archived) continue;
    const category = p.category_id === null ? undefined : categories.get(p.category_id);
    hits.push({
      objectID: `product-${p.id}`,
      id: p.id,
      uid: p.uid,
      sku: p.sku,
      title: p.title,
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
    });
  }

  for (const b of store.bundles.all()) {
    if (b.organisation_id !== organisationId || b.archived) continue;
    const stock = bundleStock(b, (id) => productById.get(id), warehouses);
    hits.push({
      objectID: `bundle-${b.id}`,
      id: b.id,
      uid: b.uid,
      sku: b.sku,
      title: b.title,
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
    });
  }
  return hits;
}
