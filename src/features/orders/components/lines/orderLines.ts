import * as yup from 'yup';
import type { OrderLineInput } from '@/api/contract';
import { ORDER_LINE_FIELDS, type OrderUnitType } from '@/lib/fields/order';
import { canRemoveLine, LAST_LINE_MESSAGE, validCostPrice } from '@/lib/orders/rules';

/** Stock of the line's product in one warehouse (BASE items), as the product page shows it. */
export interface LineWarehouseStock {
  warehouse_id: number;
  warehouse_name: string;
  available: number;
}

/**
 * One line of an order form. `sku`, `title`, `warehouse_stocks` and `cost_valid` are shown and
 * checked in the form but never sent: the server reads the product itself.
 */
export interface OrderLineValue {
  product_id: number;
  sku: string;
  title: string;
  /** null while the box is empty (the rule then says it is required). */
  quantity: number | null;
  unit_type?: OrderUnitType;
  warehouse_stocks?: LineWarehouseStock[];
  /** The product's cost price can be insured; null when unknown (masked for the caller's role). */
  cost_valid?: boolean | null;
}

/** What a product contributes to a new line (from the product's own record). */
export interface LineProduct {
  id: number;
  sku: string;
  title: string;
  warehouse_stocks?: readonly LineWarehouseStock[];
  /** The cost price as the server sent it ('***' when masked). */
  supplier_value?: number | string | null;
}

export const LINE_LIMITS = ORDER_LINE_FIELDS.quantity;
export const NO_STOCK_LABEL = 'No Stock';
export const EMPTY_LINES_MESSAGE = 'Add at least one product';

/** Whether a cost price can be insured: true/false, or null when the role sees it masked. */
export const costValidity = (cost: unknown): boolean | null =>
  typeof cost === 'string' && cost.includes('*') ? null : validCostPrice(cost);

export function lineFromProduct(product: LineProduct, unitType?: OrderUnitType): OrderLineValue {
  return {
    product_id: product.id,
    sku: product.sku,
    title: product.title,
    quantity: 1,
    ...(unitType ? { unit_type: unitType } : {}),
    warehouse_stocks: (product.warehouse_stocks ?? []).map((s) => ({
      warehouse_id: s.warehouse_id,
      warehouse_name: s.warehouse_name,
      available: s.available,
    })),
    cost_valid: costValidity(product.supplier_value),
  };
}

/** The same product (and unit) on a line already: adding it again raises that line instead. */
const sameLine = (line: OrderLineValue, next: OrderLineValue) =>
  line.product_id === next.product_id && (line.unit_type ?? 'BASE') === (next.unit_type ?? 'BASE');

/**
 * Adds a product: a product already on a line raises that line's quantity by the new line's
 * (capped at the field's maximum) rather than making a duplicate line.
 */
export function addLine(lines: readonly OrderLineValue[], next: OrderLineValue): OrderLineValue[] {
  const index = lines.findIndex((l) => sameLine(l, next));
  if (index < 0) return [...lines, next];
  return lines.map((line, i) =>
    i === index
      ? {
          ...line,
          ...(next.warehouse_stocks ? { warehouse_stocks: next.warehouse_stocks } : {}),
          quantity: Math.min((line.quantity ?? 0) + (next.quantity ?? 1), LINE_LIMITS.max),
        }
      : line,
  );
}

export type RemoveResult =
  { ok: true; lines: OrderLineValue[] } | { ok: false; message: typeof LAST_LINE_MESSAGE };

/** Removes the line at `index`, unless it is the last one left. */
export function removeLine(lines: readonly OrderLineValue[], index: number): RemoveResult {
  if (!canRemoveLine(lines.length)) return { ok: false, message: LAST_LINE_MESSAGE };
  return { ok: true, lines: lines.filter((_, i) => i !== index) };
}

/** Available BASE items of the line's product in a warehouse; undefined when not known. */
export function availableIn(
  line: Pick<OrderLineValue, 'warehouse_stocks'>,
  warehouseId: number | null | undefined,
): number | undefined {
  if (warehouseId == null || !line.warehouse_stocks) return undefined;
  return line.warehouse_stocks.find((s) => s.warehouse_id === warehouseId)?.available ?? 0;
}

/** A line whose product has nothing available in the chosen warehouse is marked No Stock. */
export const isNoStock = (
  line: Pick<OrderLineValue, 'warehouse_stocks'>,
  warehouseId: number | null | undefined,
) => availableIn(line, warehouseId) === 0;

/** Lines holding a product whose cost price is known to be invalid (insurance refuses them). */
export const linesWithoutValidCost = (lines: readonly OrderLineValue[]) =>
  lines.filter((l) => l.cost_valid === false);

const quantityLabel = ORDER_LINE_FIELDS.quantity.label;

/** The lines' rules (from the field registry): at least one line, whole quantities in range. */
export function orderLinesSchema(options: { unitTypes?: boolean } = {}) {
  const line = yup.object({
    product_id: yup.number().required().integer().positive(),
    quantity: yup
      .number()
      .typeError(`${quantityLabel} must be a whole number`)
      .nullable()
      .required(`${quantityLabel} is required`)
      .integer(`${quantityLabel} must be a whole number`)
      .min(LINE_LIMITS.min, `${quantityLabel} must be at least ${LINE_LIMITS.min}`)
      .max(
        LINE_LIMITS.max,
        `${quantityLabel} must be at most ${LINE_LIMITS.max.toLocaleString('en-AU')}`,
      ),
    unit_type: options.unitTypes
      ? yup
          .string()
          .oneOf([...ORDER_LINE_FIELDS.unit_type.options], 'Choose a unit type')
          .required('Choose a unit type')
      : yup.string().optional(),
  });
  return yup.array(line).min(1, EMPTY_LINES_MESSAGE).required(EMPTY_LINES_MESSAGE);
}

/** What the server is sent for the lines: product, quantity and (inbound) the unit. */
export function toLineInputs(lines: readonly OrderLineValue[]): OrderLineInput[] {
  return lines.map((l) => ({
    product_id: l.product_id,
    quantity: l.quantity ?? 0,
    ...(l.unit_type ? { unit_type: l.unit_type } : {}),
  }));
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

/** Reads stored lines (a draft) as untrusted input: only well-formed lines survive. */
export function cleanLines(raw: unknown): OrderLineValue[] {
  if (!Array.isArray(raw)) return [];
  const out: OrderLineValue[] = [];
  for (const item of raw) {
    if (!isRecord(item)) continue;
    const id = item.product_id;
    if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0) continue;
    const q = item.quantity;
    const unit = item.unit_type;
    const stocks = Array.isArray(item.warehouse_stocks)
      ? item.warehouse_stocks.filter(
          (s): s is LineWarehouseStock =>
            isRecord(s) &&
            typeof s.warehouse_id === 'number' &&
            typeof s.warehouse_name === 'string' &&
            typeof s.available === 'number',
        )
      : undefined;
    out.push({
      product_id: id,
      sku: typeof item.sku === 'string' ? item.sku.slice(0, 100) : '',
      title: typeof item.title === 'string' ? item.title.slice(0, 200) : '',
      quantity: typeof q === 'number' && Number.isFinite(q) ? q : null,
      ...(typeof unit === 'string' &&
      (ORDER_LINE_FIELDS.unit_type.options as readonly string[]).includes(unit)
        ? { unit_type: unit as OrderUnitType }
        : {}),
      ...(stocks ? { warehouse_stocks: stocks } : {}),
      cost_valid: typeof item.cost_valid === 'boolean' ? item.cost_valid : null,
    });
  }
  return out;
}
