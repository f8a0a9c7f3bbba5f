import type { ProductUnit, WarehouseStockRow } from '@/api/contract';
import { COVER_WARNING_DAYS } from '@/lib/catalogue/rules';
import { suggestedRestock } from '@/lib/orders/rules';
import { lineFromProduct, type OrderLineValue } from '../components/lines/orderLines';
import { inboundDraftStore } from './draft';
import { emptyInbound, PRODUCTS_STEP, type InboundFormValues } from './values';

/** Days of stock a restock aims for at the current burn rate. */
export const RESTOCK_DAYS = 30;
/** Below this many days of cover a product offers Restock: the cover card's 'reorder soon'. */
export const RESTOCK_THRESHOLD_DAYS = COVER_WARNING_DAYS;

/** What a restock needs of a product (its record on the product pages). */
export interface RestockProduct {
  id: number;
  sku: string;
  title: string;
  warehouse_stocks?: readonly WarehouseStockRow[];
  units?: readonly Pick<ProductUnit, 'unit' | 'items_per_unit'>[];
  supplier_value?: number | string | null;
}

/** The burn-rate figures the product's Cover card shows (items/{id}/movements/burn-rate). */
export interface RestockBurn {
  daily_burn_rate: number;
  stock: number;
  days_of_cover: number | null;
}

/** Whether the product's days of cover is below the threshold (unknown cover: no). */
export const needsRestock = (burn: RestockBurn) =>
  burn.days_of_cover !== null && burn.days_of_cover < RESTOCK_THRESHOLD_DAYS;

const itemsPerCarton = (product: RestockProduct) =>
  product.units?.find((u) => u.unit === 'CARTON')?.items_per_unit ?? null;

/**
 * The line a restock adds: enough BASE items for 30 days at the burn rate, less what is on hand
 * (suggestedRestock). A product with a carton is ordered in whole cartons; else in BASE items.
 * Null when nothing is needed.
 */
export function restockLine(product: RestockProduct, burn: RestockBurn): OrderLineValue | null {
  const perCarton = itemsPerCarton(product);
  const items = suggestedRestock(burn.daily_burn_rate, burn.stock, perCarton, RESTOCK_DAYS);
  if (items <= 0) return null;
  const inCartons = !!perCarton && perCarton > 1;
  return {
    ...lineFromProduct(product, inCartons ? 'CARTON' : 'BASE'),
    quantity: inCartons ? items / perCarton : items,
  };
}

/** A new standard inbound draft holding just the restock line; null when nothing is needed. */
export function restockDraftValues(
  product: RestockProduct,
  burn: RestockBurn,
): InboundFormValues | null {
  const line = restockLine(product, burn);
  return line ? { ...emptyInbound('standard'), products: [line] } : null;
}

/**
 * Writes the restock draft for `owner` at the Products step (replacing any inbound draft: the
 * button asks first) and says whether it did. The wizard opens it with ?resume=1.
 */
export function startRestockDraft(
  owner: string,
  product: RestockProduct,
  burn: RestockBurn,
): boolean {
  const values = restockDraftValues(product, burn);
  if (!values) return false;
  inboundDraftStore.save(owner, PRODUCTS_STEP, values);
  return inboundDraftStore.exists(owner);
}

/** Whether `owner` has an inbound draft a restock would replace. */
export const hasInboundDraft = (owner: string) => inboundDraftStore.exists(owner);
