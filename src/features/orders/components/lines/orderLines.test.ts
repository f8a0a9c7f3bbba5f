import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LAST_LINE_MESSAGE } from '@/domain/orders/rules';
import {
  addLine,
  availableIn,
  cleanLines,
  costValidity,
  isNoStock,
  lineFromProduct,
  lineUnitOptions,
  linesWithoutValidCost,
  orderLinesSchema,
  removeLine,
  toLineInputs,
  type OrderLineValue,
} from './orderLines';

const product = (id: number, stocks: [number, number][] = [], cost: unknown = 5) => ({
  id,
  sku: `SKU-${id}`,
  title: `Product ${id}`,
  supplier_value: cost as number,
  warehouse_stocks: stocks.map(([warehouse_id, available]) => ({
    warehouse_id,
    warehouse_name: `W${warehouse_id}`,
    warehouse_code: `W${warehouse_id}`,
    stock: available,
    available,
    on_hold: 0,
  })),
});

describe('order lines', () => {
  it('adds a product once: adding it again raises the quantity', () => {
    let lines = addLine([], lineFromProduct(product(1)));
    lines = addLine(lines, lineFromProduct(product(2)));
    lines = addLine(lines, lineFromProduct(product(1)));
    expect(lines.map((l) => [l.product_id, l.quantity])).toEqual([
      [1, 2],
      [2, 1],
    ]);
  });

  it('keeps a product in two units as two lines (inbound)', () => {
    const base = lineFromProduct(product(1), 'BASE');
    const box = lineFromProduct(product(1), 'BOX');
    expect(addLine([base], box)).toHaveLength(2);
  });

  it('never removes the last line', () => {
    const one = [lineFromProduct(product(1))];
    expect(removeLine(one, 0)).toEqual({ ok: false, message: LAST_LINE_MESSAGE });
    const two = addLine(one, lineFromProduct(product(2)));
    const result = removeLine(two, 0);
    expect(result.ok && result.lines.map((l) => l.product_id)).toEqual([2]);
  });

  it('property: removing never leaves an empty list, and duplicates never appear', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.integer({ min: 1, max: 5 }), fc.constant(-1)), { maxLength: 40 }),
        (ops) => {
          let lines: OrderLineValue[] = [];
          for (const op of ops) {
            if (op > 0) lines = addLine(lines, lineFromProduct(product(op)));
            else if (lines.length) {
              const r = removeLine(lines, 0);
              if (r.ok) lines = r.lines;
              else expect(lines).toHaveLength(1);
            }
            const ids = lines.map((l) => l.product_id);
            expect(new Set(ids).size).toBe(ids.length);
          }
        },
      ),
    );
  });

  it('marks No Stock only when the chosen warehouse has nothing available', () => {
    const line = lineFromProduct(
      product(1, [
        [1, 0],
        [2, 7],
      ]),
    );
    expect(isNoStock(line, 1)).toBe(true);
    expect(isNoStock(line, 2)).toBe(false);
    expect(availableIn(line, 3)).toBe(0);
    expect(isNoStock(line, 3)).toBe(true);
    expect(isNoStock(line, null)).toBe(false);
    expect(isNoStock({ warehouse_stocks: undefined }, 1)).toBe(false);
  });

  it('knows a cost price that insurance cannot cover, and one it cannot see', () => {
    expect(costValidity(0)).toBe(false);
    expect(costValidity(null)).toBe(false);
    expect(costValidity(12.5)).toBe(true);
    expect(costValidity('***')).toBeNull();
    const lines = [lineFromProduct(product(1, [], 0)), lineFromProduct(product(2, [], '***'))];
    expect(linesWithoutValidCost(lines).map((l) => l.product_id)).toEqual([1]);
  });

  it('checks quantities against the registry', async () => {
    const schema = orderLinesSchema();
    await expect(schema.validate([])).rejects.toThrow('Add at least one product');
    const line = lineFromProduct(product(1));
    await expect(schema.validate([{ ...line, quantity: 0 }])).rejects.toThrow(
      'Quantity must be at least 1',
    );
    await expect(schema.validate([{ ...line, quantity: 1.5 }])).rejects.toThrow(
      'Quantity must be a whole number',
    );
    await expect(schema.validate([{ ...line, quantity: null }])).rejects.toThrow(
      'Quantity is required',
    );
    await expect(schema.validate([line])).resolves.toBeTruthy();
    await expect(orderLinesSchema({ unitTypes: true }).validate([line])).rejects.toThrow(
      'Choose a unit type',
    );
  });

  it('sends only product, quantity and unit', () => {
    const line = { ...lineFromProduct(product(3, [[1, 2]])), quantity: 4 };
    expect(toLineInputs([line])).toEqual([{ product_id: 3, quantity: 4 }]);
    expect(toLineInputs([{ ...line, unit_type: 'BOX' }])).toEqual([
      { product_id: 3, quantity: 4, unit_type: 'BOX' },
    ]);
  });

  it('reads stored lines as untrusted input', () => {
    const cleaned = cleanLines([
      { product_id: 1, sku: 'A', title: 'a', quantity: 2, unit_type: 'NOPE', cost_valid: 'x' },
      { product_id: -3 },
      'junk',
      { product_id: 2, quantity: 'many', warehouse_stocks: [{ warehouse_id: 1 }] },
    ]);
    expect(cleaned).toEqual([
      { product_id: 1, sku: 'A', title: 'a', quantity: 2, cost_valid: null },
      { product_id: 2, sku: '', title: '', quantity: null, warehouse_stocks: [], cost_valid: null },
    ]);
    expect(cleanLines('nope')).toEqual([]);
  });

  it('offers only the units the product has, and every unit until it is read', () => {
    const line = lineFromProduct(
      { id: 9, sku: 'S', title: 'T', units: [{ unit: 'CARTON' }, { unit: 'BASE' }] },
      'BASE',
    );
    expect(line.unit_types).toEqual(['BASE', 'CARTON']);
    expect(lineUnitOptions(line)).toEqual(['BASE', 'CARTON']);
    // A stored unit the product lacks still shows (the server judges it).
    expect(lineUnitOptions({ ...line, unit_type: 'PALLET' })).toEqual(['BASE', 'CARTON', 'PALLET']);
    expect(lineUnitOptions({ unit_type: 'BASE' })).toEqual(['BASE', 'BOX', 'CARTON', 'PALLET']);
    // Stored lines keep known units only; a line stored without them has none (read again).
    const [kept, old] = cleanLines([
      { product_id: 9, quantity: 1, unit_types: ['BOX', 'NOPE', 3] },
      { product_id: 8, quantity: 1 },
    ]);
    expect(kept!.unit_types).toEqual(['BASE', 'BOX']);
    expect(old!.unit_types).toBeUndefined();
  });
});
