import type { OrderDetail, OrderFormOptionsResponse, OrderProductLine } from '@/domain/contract';
import { ADDRESS_FIELD_NAMES } from '@/domain/address/fields';
import { costValidity, type OrderLineValue } from '../components/lines/orderLines';
import { emptyOutbound, type OutboundSubType, type OutboundValues } from './values';

type Options = OrderFormOptionsResponse['data'];

/** ?type= of the add options; anything else is a standard order. */
export function outboundTypeOf(raw: string | null): OutboundSubType {
  return raw === 'split' || raw === 'duplicate' ? raw : 'standard';
}

/** A new order's blank start: the organisation's active warehouse chosen. */
export function freshOutbound(type: OutboundSubType, options: Options): OutboundValues {
  const known = options.warehouses.some((w) => w.id === options.default_warehouse_id);
  return emptyOutbound({
    sub_type: type,
    warehouse_id: known ? options.default_warehouse_id : (options.warehouses[0]?.id ?? null),
  });
}

/**
 * Duplicate: a new order with the copied order's customer, address and lines (quantities as
 * ordered). Stock is read afresh for each line; the address is validated again, and the shipping
 * is chosen anew.
 */
export function duplicateOf(
  order: OrderDetail,
  lines: readonly OrderProductLine[],
  options: Options,
): OutboundValues {
  const fresh = freshOutbound('duplicate', options);
  const address = Object.fromEntries(ADDRESS_FIELD_NAMES.map((f) => [f, order.address?.[f] ?? '']));
  const products: OrderLineValue[] = [];
  for (const l of lines) {
    if (products.some((p) => p.product_id === l.product_id)) continue;
    products.push({
      product_id: l.product_id,
      sku: l.sku,
      title: l.title,
      quantity: Math.max(1, l.base_quantity || l.quantity),
      cost_valid: costValidity(l.supplier_cost),
    });
  }
  return {
    ...fresh,
    ...address,
    source_order_id: order.id,
    customer: order.customer
      ? { id: order.customer.id, name: order.customer.name, company: order.customer.company }
      : null,
    products,
  };
}
