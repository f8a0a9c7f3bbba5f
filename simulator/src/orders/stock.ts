import type { MovementRecord, OrderRecord, ProductRecord, WarehouseStock } from '../db/schema';
import type { SimulatorStore } from '../db/store';
import { refreshStockFields } from '../catalogue/stock';
import { baseTotal } from '../catalogue/units';
import { itemsPerUnit } from './views';

/**
 * What orders do to stock, written the way the catalogue's own writes are (stock per warehouse
 * and per unit kept adding up, movements with the balance after, history by who did it), so
 * product pages show it:
 * - an outbound order placed (pending) holds its items: available down, the line's on_hold up, a
 *   'hold' movement;
 * - cancelling it, changing its lines or warehouse, or an edit that leaves it short (no stock)
 *   releases the hold: a 'release' movement;
 * - dispatching it (shipped) releases the hold and takes the items out: stock down, an
 *   'outbound' movement;
 * - receiving an inbound order adds what was counted: stock up, an 'inbound' movement ('return'
 *   for a return; a transfer also takes the items out of the sending warehouse).
 *
 * One invariant holds for every product and warehouse throughout: available = on hand − what
 * open orders hold, never negative, never above on hand. A hold or a release moves no item in or
 * out, so its movement changes available (quantity) and leaves on hand (base quantity 0, the
 * balance) as it was: trends and the stock report's in and out are untouched by it. Nothing
 * takes items another order holds: a dispatch ships what its order holds plus what is free, a
 * transfer sends only what is free.
 */
export interface StockWriter {
  store: SimulatorStore;
  /** Who the product history names (the signed-in user, or the warehouse). */
  actor: string;
  at: string;
}

function warehouseRow(product: ProductRecord, warehouseId: number): WarehouseStock {
  let row = product.warehouse_stocks.find((w) => w.warehouse_id === warehouseId);
  if (!row) {
    row = { warehouse_id: warehouseId, stock: 0, available: 0 };
    product.warehouse_stocks.push(row);
  }
  return row;
}

function touched(
  w: StockWriter,
  product: ProductRecord,
  changes: { field: string; from: number; to: number }[],
) {
  refreshStockFields(product);
  product.updated_at = w.at;
  w.store.products.markChanged(product);
  w.store.history.insert({
    organisation_id: product.organisation_id,
    product_id: product.id,
    bundle_id: null,
    created_at: w.at,
    actor: w.actor,
    action: 'updated',
    changes: changes.filter((c) => c.from !== c.to),
  });
}

function movement(
  w: StockWriter,
  product: ProductRecord,
  fields: Pick<
    MovementRecord,
    'type' | 'unit' | 'quantity' | 'base_quantity' | 'warehouse_id' | 'reference' | 'note'
  >,
) {
  w.store.movements.insert({
    organisation_id: product.organisation_id,
    product_id: product.id,
    bundle_id: null,
    created_at: w.at,
    balance: product.stock,
    ...fields,
  });
}

/**
 * A hold (negative: set aside) or a release (positive: free again): available changes, on hand
 * does not, so the base quantity is 0 and the balance is the stock as it stands.
 */
function availabilityMovement(
  w: StockWriter,
  product: ProductRecord,
  order: OrderRecord,
  change: number,
  note: string,
) {
  if (change === 0) return;
  movement(w, product, {
    type: change < 0 ? 'hold' : 'release',
    unit: 'BASE',
    quantity: change,
    base_quantity: 0,
    warehouse_id: order.warehouse_id,
    reference: order.reference,
    note,
  });
}

/** Takes BASE items out of the units, opening bigger units when the loose items run out. */
function takeFromUnits(product: ProductRecord, items: number) {
  const base = product.units.find((u) => u.unit === 'BASE');
  if (!base) return;
  const bigger = product.units
    .filter((u) => u.unit !== 'BASE')
    .sort((a, b) => a.items_per_unit - b.items_per_unit);
  while (base.stock < items) {
    const open = bigger.find((u) => u.stock > 0);
    if (!open) break;
    open.stock -= 1;
    base.stock += open.items_per_unit;
  }
  base.stock = Math.max(0, base.stock - items);
}

/** Whether every line of an outbound order can be held in full in its warehouse now. */
export function canHoldAll(
  store: SimulatorStore,
  order: Pick<OrderRecord, 'lines' | 'warehouse_id'>,
) {
  const need = new Map<number, number>();
  for (const l of order.lines) {
    const product = store.products.get(l.product_id);
    const base = l.quantity * itemsPerUnit(product, l.unit_type) - l.on_hold;
    need.set(l.product_id, (need.get(l.product_id) ?? 0) + Math.max(0, base));
  }
  return [...need].every(([id, n]) => {
    const row = store.products
      .get(id)
      ?.warehouse_stocks.find((w) => w.warehouse_id === order.warehouse_id);
    return n === 0 || (row?.available ?? 0) >= n;
  });
}

/** Holds the rest of every line (call after canHoldAll). */
export function holdStock(w: StockWriter, order: OrderRecord) {
  for (const line of order.lines) {
    const product = w.store.products.get(line.product_id);
    if (!product) continue;
    const need = line.quantity * itemsPerUnit(product, line.unit_type) - line.on_hold;
    if (need <= 0) continue;
    const row = warehouseRow(product, order.warehouse_id);
    const take = Math.min(need, Math.max(0, row.available));
    if (take === 0) continue;
    const before = product.stock - product.available;
    row.available -= take;
    line.on_hold += take;
    refreshStockFields(product);
    availabilityMovement(w, product, order, -take, `Held for ${order.customer_name}`);
    touched(w, product, [
      { field: `on_hold (${order.reference})`, from: before, to: before + take },
    ]);
  }
  w.store.orders.markChanged(order);
}

/** Why a hold is let go of, as its movement's note says. */
export type ReleaseReason = 'cancelled' | 'changed' | 'dispatched';
const RELEASE_NOTE: Record<ReleaseReason, string> = {
  cancelled: 'Released: order cancelled',
  changed: 'Released: order changed',
  dispatched: 'Released: order dispatched',
};

/** Gives back what the order holds. */
export function releaseStock(w: StockWriter, order: OrderRecord, why: ReleaseReason = 'changed') {
  for (const line of order.lines) {
    if (line.on_hold <= 0) continue;
    const product = w.store.products.get(line.product_id);
    if (product) {
      const row = warehouseRow(product, order.warehouse_id);
      const before = product.stock - product.available;
      const back = Math.min(line.on_hold, row.stock - row.available);
      row.available += back;
      refreshStockFields(product);
      availabilityMovement(w, product, order, back, RELEASE_NOTE[why]);
      touched(w, product, [
        {
          field: `on_hold (${order.reference})`,
          from: before,
          to: product.stock - product.available,
        },
      ]);
    }
    line.on_hold = 0;
  }
  w.store.orders.markChanged(order);
}

/**
 * Dispatch: the hold is released and the items leave the warehouse: what the line held, then
 * what is free; never what another order holds (a line short of both ships short).
 */
export function dispatchStock(w: StockWriter, order: OrderRecord) {
  releaseStock(w, order, 'dispatched');
  for (const line of order.lines) {
    const product = w.store.products.get(line.product_id);
    if (!product) continue;
    const row = warehouseRow(product, order.warehouse_id);
    const base = line.quantity * itemsPerUnit(product, line.unit_type);
    const items = Math.max(0, Math.min(base, row.available));
    const before = product.stock;
    row.stock -= items;
    row.available -= items;
    takeFromUnits(product, items);
    line.counted = line.quantity;
    refreshStockFields(product);
    movement(w, product, {
      type: 'outbound',
      unit: 'BASE',
      quantity: -items,
      base_quantity: -items,
      warehouse_id: order.warehouse_id,
      reference: order.reference,
      note: `Dispatched to ${order.customer_name}`,
    });
    touched(w, product, [{ field: 'stock', from: before, to: product.stock }]);
  }
  w.store.orders.markChanged(order);
}

/** Receipt of an inbound order: counted = stored = ordered, stock up where it was received. */
export function receiveStock(w: StockWriter, order: OrderRecord) {
  const sending = order.sub_type === 'transfer' ? order.from_warehouse_id : null;
  for (const line of order.lines) {
    const product = w.store.products.get(line.product_id);
    line.counted = line.quantity;
    line.stored = line.quantity;
    if (!product) continue;
    const per = itemsPerUnit(product, line.unit_type);
    const items = line.quantity * per;
    const before = product.stock;
    const unit =
      product.units.find((u) => u.unit === line.unit_type) ??
      product.units.find((u) => u.unit === 'BASE');
    if (unit) unit.stock += unit.unit === line.unit_type ? line.quantity : items;
    if (sending !== null) {
      const from = warehouseRow(product, sending);
      // Only what is free leaves: items held for outbound orders stay where those orders ship from.
      const out = Math.max(0, Math.min(items, from.available));
      from.stock -= out;
      from.available -= out;
      takeFromUnits(product, out);
      refreshStockFields(product);
      movement(w, product, {
        type: 'outbound',
        unit: 'BASE',
        quantity: -out,
        base_quantity: -out,
        warehouse_id: sending,
        reference: order.reference,
        note: 'Transferred out',
      });
    }
    const row = warehouseRow(product, order.warehouse_id);
    row.stock += items;
    row.available += items;
    refreshStockFields(product);
    // The units must still add up to the warehouses' total (catalogue invariant).
    if (product.units.length && baseTotal(product.units) !== product.stock) {
      const base = product.units.find((u) => u.unit === 'BASE');
      if (base) base.stock += product.stock - baseTotal(product.units);
    }
    movement(w, product, {
      type: order.sub_type === 'return' ? 'return' : 'inbound',
      unit: line.unit_type,
      quantity: line.quantity,
      base_quantity: items,
      warehouse_id: order.warehouse_id,
      reference: order.reference,
      note:
        order.sub_type === 'return'
          ? `Returned by ${order.customer_name}`
          : `Received from ${order.customer_name}`,
    });
    touched(w, product, [{ field: 'stock', from: before, to: product.stock }]);
  }
  w.store.orders.markChanged(order);
}
