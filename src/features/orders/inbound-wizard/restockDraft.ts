import type { ProductUnit, WarehouseStockRow } from '@/domain/contract';
import { restockQuantity, type RestockBurn } from '@/domain/orders/restock';
import { lineFromProduct, type OrderLineValue } from '../components/lines/orderLines';
import { inboundDraftStore } from './draft';
import { emptyInbound, PRODUCTS_STEP, type InboundFormValues } from './values';

export {
  needsRestock,
  RESTOCK_DAYS,
  RESTOCK_THRESHOLD_DAYS,
  type RestockBurn,
} from '@/domain/orders/restock';

/** What a restock needs of a product (its record on the product pages). */
export interface RestockProduct {
  id: number;
  sku: string;
  title: string;
  warehouse_stocks?: readonly WarehouseStockRow[];
  units?: readonly Pick<ProductUnit, 'unit' | 'items_per_unit'>[];
  supplier_value?: number | string | null;
}

/**
 * The line a restock adds (restockQuantity: 30 days at the burn rate, whole cartons when the
 * product has one); null when nothing is needed.
 */
export function restockLine(product: RestockProduct, burn: RestockBurn): OrderLineValue | null {
  const amount = restockQuantity(product, burn);
  return amount
    ? { ...lineFromProduct(product, amount.unit_type), quantity: amount.quantity }
    : null;
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
