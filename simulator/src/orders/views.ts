import type {
  OrderDetail,
  OrderProductLine,
  OrderProgressStep,
  PricingLine,
  Shipment,
  ShipmentDetails,
} from '@/domain/orders/detailContract';
import type {
  Money,
  OrderListItem,
  OrderWarehouse,
  ShippingMethod,
} from '@/domain/orders/listContract';
import { chargeableWeight } from '@/domain/orders/rules';
import {
  canAmend,
  canCancel,
  canEdit,
  ORDER_STATUS_LABEL,
  STATUSES_OF,
  type OrderStatus,
} from '@/domain/orders/status';
import type { OrderLine, OrderRecord, ProductRecord, WarehouseRecord } from '../db/schema';
import type { SimulatorStore } from '../db/store';
import { round2 as roundKg } from '../lib/numbers';
import { MASK_MARKER, roundCents } from '@/domain/format';
import { shippingMethod, type ShippingMethodRecord } from './shipping';

/** Order records → the contract's shapes. `masked`: the caller's role has no `finance`. */

export const warehouseRef = (w: WarehouseRecord | undefined): OrderWarehouse => ({
  id: w?.id ?? 0,
  name: w?.name ?? '',
  code: w?.code ?? '',
});

const money = (amount: number, masked: boolean): Money =>
  masked ? MASK_MARKER : roundCents(amount);

/** BASE items one `unit_type` of the product holds (1 when the product has no such unit). */
export function itemsPerUnit(product: ProductRecord | undefined, unit: OrderLine['unit_type']) {
  return product?.units.find((u) => u.unit === unit)?.items_per_unit ?? 1;
}

export const baseQuantity = (store: SimulatorStore, line: OrderLine) =>
  line.quantity * itemsPerUnit(store.products.get(line.product_id), line.unit_type);

export function orderListItem(store: SimulatorStore, order: OrderRecord): OrderListItem {
  const original =
    order.sub_type === 'return' && order.source_order_id !== null
      ? store.orders.get(order.source_order_id)
      : undefined;
  return {
    id: order.id,
    type: order.type,
    sub_type: order.sub_type,
    status: order.status,
    reference: order.reference,
    source: order.source,
    barcode: order.barcode,
    customer_name: order.customer_name,
    warehouse: warehouseRef(store.warehouses.get(order.warehouse_id)),
    country_iso2: order.country_iso2,
    shipping_method: order.shipping_method,
    carrier: order.carrier,
    tracking_number: order.tracking_id,
    address_validation: order.address_validation,
    items: order.lines.reduce((sum, l) => sum + l.quantity, 0),
    lines: order.lines.length,
    original_order: original ? { id: original.id, reference: original.reference } : null,
    created_at: order.created_at,
    processed_at: order.processed_at,
  };
}

/** The latest support thread about the order, if any. */
export function latestTicketUid(store: SimulatorStore, order: OrderRecord): string | null {
  let latest: { uid: string; created_at: string; id: number } | null = null;
  for (const t of store.tickets.all())
    if (
      t.order_id === order.id &&
      (!latest ||
        t.created_at > latest.created_at ||
        (t.created_at === latest.created_at && t.id > latest.id))
    )
      latest = t;
  return latest?.uid ?? null;
}

export function orderDetail(
  store: SimulatorStore,
  order: OrderRecord,
  mayEdit: boolean,
): OrderDetail {
  const customer = order.customer_id ? store.customers.get(order.customer_id) : undefined;
  const supplier = order.supplier_id ? store.suppliers.get(order.supplier_id) : undefined;
  const contact = (p: typeof customer | typeof supplier) =>
    p ? { id: p.id, name: p.name, company: p.company, email: p.email, phone: p.phone } : null;
  return {
    ...orderListItem(store, order),
    customer: contact(customer),
    supplier: contact(supplier),
    address: order.address ? { ...order.address } : null,
    reason: order.reason,
    can: {
      amend: mayEdit && canAmend(order.type, order.status),
      cancel: mayEdit && canCancel(order.type, order.status),
      edit: mayEdit && canEdit(order.status),
    },
    linked_ids: [...order.linked_ids],
    eta: order.eta,
    ticket_uid: latestTicketUid(store, order),
  };
}

/** The main road of each direction, for the progress tab. */
const MAIN_ROAD: Record<OrderRecord['type'], OrderStatus[]> = {
  outbound: ['pending', 'in_progress', 'packed', 'shipped', 'delivered'],
  inbound: ['pending', 'shipped', 'in_progress', 'received'],
};

/**
 * The steps passed (with when) and still ahead on the main road; a detour (no stock, amending,
 * cancelled) the order is in shows as its current step. `percent`: share of the road done.
 */
export function orderProgress(order: OrderRecord) {
  const road = MAIN_ROAD[order.type];
  const reached = new Map<OrderStatus, string>();
  for (const h of order.status_history) reached.set(h.status, h.at);
  const steps: OrderProgressStep[] = road.map((status) => ({
    status,
    label: ORDER_STATUS_LABEL[status],
    at: reached.get(status) ?? null,
  }));
  if (!road.includes(order.status))
    steps.push({
      status: order.status,
      label: ORDER_STATUS_LABEL[order.status],
      at: reached.get(order.status) ?? null,
    });
  const index = road.indexOf(order.status);
  const furthest = Math.max(index, ...road.map((s, i) => (reached.has(s) ? i : -1)));
  const percent =
    order.status === 'cancelled' || order.status === 'draft'
      ? 0
      : Math.round(((furthest + 1) / road.length) * 100);
  return { steps, current: order.status, percent };
}

const sizeOf = (p: ProductRecord | undefined) =>
  p && p.length > 0 && p.width > 0 && p.height > 0
    ? `${p.length} × ${p.width} × ${p.height} cm`
    : '';

export function orderProductLines(
  store: SimulatorStore,
  order: OrderRecord,
  masked: boolean,
): OrderProductLine[] {
  return order.lines.map((line) => {
    const product = store.products.get(line.product_id);
    const available =
      product?.warehouse_stocks.find((w) => w.warehouse_id === order.warehouse_id)?.available ?? 0;
    return {
      product_id: line.product_id,
      sku: product?.sku ?? '',
      title: product?.title ?? '',
      unit_type: line.unit_type,
      quantity: line.quantity,
      base_quantity: line.quantity * itemsPerUnit(product, line.unit_type),
      counted: line.counted,
      stored: line.stored,
      on_hold: line.on_hold,
      sale_price: money(line.sale_price, masked),
      supplier_cost: money(line.supplier_cost, masked),
      size: sizeOf(product),
      available,
      no_stock:
        order.type === 'outbound' && line.on_hold < baseQuantity(store, line) && available <= 0,
    };
  });
}

export function shippingMethodView(m: ShippingMethodRecord, masked: boolean): ShippingMethod {
  return {
    code: m.code,
    label: m.label,
    carrier: m.carrier,
    service: m.service,
    insured: m.insured,
    price: money(m.price, masked),
    per_kg: money(m.per_kg, masked),
  };
}

export const GST_RATE = 0.1;
/** Pick and pack: per order and per item, AUD excluding GST (the warehouse's rate card). */
export const PICK_FEE = { order: 3.5, item: 0.45, receiving_item: 0.2 } as const;
/** Insured methods add this share of the goods' cost price. */
export const INSURANCE_RATE = 0.015;

/**
 * What the order costs the merchant, in AUD: the goods at their sale (outbound) or cost
 * (inbound) price, handling, and for outbound the shipping (base + per chargeable kg over the
 * parcels) and insurance; GST 10 % on the lot.
 */
export function orderPricing(store: SimulatorStore, order: OrderRecord, masked: boolean) {
  const rows: { label: string; quantity: number; unit: number }[] = [];
  const items = order.lines.reduce((sum, l) => sum + baseQuantity(store, l), 0);
  for (const line of order.lines) {
    const product = store.products.get(line.product_id);
    const unit = order.type === 'outbound' ? line.sale_price : line.supplier_cost;
    rows.push({
      label: `${product?.sku ?? line.product_id} ${product?.title ?? ''}`.trim(),
      quantity: baseQuantity(store, line),
      unit,
    });
  }
  if (order.type === 'outbound') {
    rows.push({ label: 'Pick and pack (order)', quantity: 1, unit: PICK_FEE.order });
    rows.push({ label: 'Pick and pack (items)', quantity: items, unit: PICK_FEE.item });
    const method = shippingMethod(order.shipping_method);
    if (method) {
      const kg = roundKg(
        order.parcels.reduce((s, p) => s + chargeableWeight(p.weight, p.volumetric_weight), 0),
      );
      rows.push({ label: `Shipping: ${method.label}`, quantity: 1, unit: method.price });
      if (kg > 0) rows.push({ label: 'Shipping weight (kg)', quantity: kg, unit: method.per_kg });
    }
    if (order.insurance) {
      const cost = order.lines.reduce((s, l) => s + l.supplier_cost * baseQuantity(store, l), 0);
      rows.push({ label: 'Insurance', quantity: 1, unit: roundCents(cost * INSURANCE_RATE) });
    }
  } else {
    rows.push({ label: 'Receiving (items)', quantity: items, unit: PICK_FEE.receiving_item });
  }
  const lines: PricingLine[] = rows.map((r) => ({
    label: r.label,
    quantity: r.quantity,
    unit_price: money(r.unit, masked),
    amount: money(r.quantity * r.unit, masked),
  }));
  const subtotal = roundCents(rows.reduce((s, r) => s + roundCents(r.quantity * r.unit), 0));
  const tax = roundCents(subtotal * GST_RATE);
  return {
    currency: 'AUD' as const,
    lines,
    subtotal: money(subtotal, masked),
    tax: money(tax, masked),
    total: money(subtotal + tax, masked),
  };
}

export function shipmentDetails(store: SimulatorStore, order: OrderRecord): ShipmentDetails {
  return {
    warehouse: warehouseRef(store.warehouses.get(order.warehouse_id)),
    shipping_method: order.shipping_method,
    carrier: order.carrier,
    service: order.service,
    zone: order.zone,
    tracking_id: order.tracking_id,
    insurance: order.insurance,
    duties: order.duties,
    byo_label: order.byo_label,
    reference: order.reference,
    chat_comment: order.chat_comment,
    eta: order.eta,
    invoice_reference: order.invoice_reference,
    shipment_type: order.shipment_type,
    documents: order.documents.map((d) => ({ name: d.name, content_type: d.content_type })),
  };
}

/**
 * Consignments: one per tracked order once it left (outbound: shipped; inbound: shipped by the
 * supplier). `booked` before it moves, `in_transit` on the way, `delivered` once there.
 */
export function orderShipments(order: OrderRecord): Shipment[] {
  if (!order.tracking_id || !order.carrier) return [];
  const at = (s: OrderStatus) => order.status_history.find((h) => h.status === s)?.at;
  const arrived = order.type === 'outbound' ? 'delivered' : 'in_progress';
  const left = 'shipped';
  const status: Shipment['status'] =
    at(arrived) || order.status === 'received' ? 'delivered' : at(left) ? 'in_transit' : 'booked';
  return [
    {
      id: order.id * 10 + 1,
      carrier: order.carrier,
      tracking_id: order.tracking_id,
      status,
      at: at(arrived) ?? at(left) ?? order.created_at,
    },
  ];
}

/** The statuses of a direction, for validating a list filter. */
export const statusesOf = (type: OrderRecord['type'] | null): readonly OrderStatus[] =>
  type ? STATUSES_OF[type] : [...new Set([...STATUSES_OF.outbound, ...STATUSES_OF.inbound])];
