import type { OrderProductLine } from '@/domain/contract';
import { lineTotals, toLineValues } from './productLines';

const LINE: OrderProductLine = {
  product_id: 7,
  sku: 'TEA-1',
  title: 'Green tea',
  unit_type: 'BOX',
  quantity: 2,
  base_quantity: 24,
  counted: 20,
  stored: 18,
  on_hold: 0,
  sale_price: 12,
  supplier_cost: '***',
  size: '10 × 10 × 10 cm',
  available: 5,
  no_stock: false,
};

describe('toLineValues', () => {
  it('gives the editor product, quantity and (inbound) the unit', () => {
    expect(toLineValues([LINE], true)).toEqual([
      {
        product_id: 7,
        sku: 'TEA-1',
        title: 'Green tea',
        quantity: 2,
        unit_type: 'BOX',
        cost_valid: null,
      },
    ]);
    expect(toLineValues([{ ...LINE, supplier_cost: 0 }], false)[0]).toEqual({
      product_id: 7,
      sku: 'TEA-1',
      title: 'Green tea',
      quantity: 2,
      cost_valid: false,
    });
  });
});

describe('lineTotals', () => {
  it('adds the BASE quantities of every line', () => {
    expect(
      lineTotals([
        LINE,
        { ...LINE, product_id: 8, base_quantity: 1, counted: 1, stored: 1, on_hold: 1 },
      ]),
    ).toEqual({
      ordered: 25,
      counted: 21,
      stored: 19,
      onHold: 1,
    });
  });
});
