import * as yup from 'yup';
import type { OrderLineInput } from '@/domain/contract';
import { ORDER_LINE_FIELDS, type OrderUnitType } from '@/domain/orders/fields';
import { canRemoveLine, LAST_LINE_MESSAGE, validCostPrice } from '@/domain/orders/rules';

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
  /**
   * The packaging units the product has (BASE always), from its record; a line may be counted only
   * in these. Undefined when not read yet (a draft stored before lines carried them): every unit
   * is offered until the product is read.
   */
  unit_types?: OrderUnitType[];
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
  /** The product's packaging units (BASE, BOX, CARTON, PALLET); BASE is implied. */
  units?: readonly { unit: string }[];
  /** The cost price as the server sent it ('***' when masked). */
  supplier_value?: number | string | null;
}

export const LINE_LIMITS = ORDER_LINE_FIELDS.quantity;
export const NO_STOCK_LABEL = 'No Stock';
export const EMPTY_LINES_MESSAGE = 'Add at least one product';

/** Whether a cost price can be insured: true/false, or null when the role sees it masked. */
export const costValidity = (cost: unknown): boolean | null =>
  typeof cost === 'string' && cost.includes('*') ? null : validCostPrice(cost);

const UNIT_OPTIONS: readonly OrderUnitType[] = ORDER_LINE_FIELDS.unit_type.options;
const isUnitType = (u: unknown): u is OrderUnitType =>
  typeof u === 'string' && (UNIT_OPTIONS as readonly string[]).includes(u);

/** The units a product can be counted in, in the registry's order: BASE and its own. */
export function productUnitTypes(units: readonly { unit: string }[]): OrderUnitType[] {
  const has = new Set(units.map((u) => u.unit));
  return UNIT_OPTIONS.filter((u) => u === 'BASE' || has.has(u));
}

/**
 * The units a line offers: the product's (when known) and whatever unit the line already holds,
 * so a stored choice still shows (the server judges it); every unit while the product is unread.
 */
export function lineUnitOptions(line: Pick<OrderLineValue, 'unit_type' | 'unit_types'>) {
  if (!line.unit_types) return UNIT_OPTIONS;
  const offered = new Set<OrderUnitType>(line.unit_types);
  if (line.unit_type) offered.add(line.unit_type);
  return UNIT_OPTIONS.filter((u) => offered.has(u));
}

export function lineFromProduct(product: LineProduct, unitType?: OrderUnitType): OrderLineValue {
  return {
    product_id: product.id,
    sku: product.sku,
    title: product.title,
    quantity: 1,
    ...(unitType ? { unit_type: unitType } : {}),
    ...(product.units ? { unit_types: productUnitTypes(product.units) } : {}),
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
    const units = Array.isArray(item.unit_types) ? item.unit_types.filter(isUnitType) : undefined;
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
      ...(isUnitType(unit) ? { unit_type: unit } : {}),
      ...(units ? { unit_types: productUnitTypes(units.map((u) => ({ unit: u }))) } : {}),
      ...(stocks ? { warehouse_stocks: stocks } : {}),
      cost_valid: typeof item.cost_valid === 'boolean' ? item.cost_valid : null,
    });
  }
  return out;
}
