// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { inboundDraftStore } from './draft';
import { needsRestock, restockLine, startRestockDraft, type RestockProduct } from './restockDraft';
import { PRODUCTS_STEP } from './values';

const product: RestockProduct = {
  id: 11,
  sku: 'TEA-1',
  title: 'Green tea',
  warehouse_stocks: [
    {
      warehouse_id: 1,
      warehouse_name: 'Sydney',
      warehouse_code: 'SYD',
      stock: 20,
      available: 18,
      on_hold: 2,
    },
  ],
  units: [
    { unit: 'BASE', items_per_unit: 1 },
    { unit: 'CARTON', items_per_unit: 24 },
  ],
  supplier_value: 4.5,
};
const burn = { daily_burn_rate: 5, stock: 20, days_of_cover: 4 };

afterEach(() => inboundDraftStore.clear());

describe('restock', () => {
  it('is offered below 14 days of cover, not at or above it, nor when cover is unknown', () => {
    expect(needsRestock({ ...burn, days_of_cover: 13.9 })).toBe(true);
    expect(needsRestock({ ...burn, days_of_cover: 14 })).toBe(false);
    expect(needsRestock({ ...burn, days_of_cover: null })).toBe(false);
  });

  it('suggests 30 days at the burn rate less stock, in whole cartons', () => {
    // 5 × 30 − 20 = 130 items → 6 cartons of 24 (144 items).
    expect(restockLine(product, burn)).toMatchObject({
      product_id: 11,
      sku: 'TEA-1',
      title: 'Green tea',
      quantity: 6,
      unit_type: 'CARTON',
    });
  });

  it('suggests BASE items when the product has no carton, and nothing when none are needed', () => {
    const loose = { ...product, units: [{ unit: 'BASE' as const, items_per_unit: 1 }] };
    expect(restockLine(loose, burn)).toMatchObject({ quantity: 130, unit_type: 'BASE' });
    expect(restockLine(loose, { ...burn, stock: 500 })).toBeNull();
  });

  it('writes a standard inbound draft for the owner at the Products step', () => {
    expect(startRestockDraft('u@o', product, burn)).toBe(true);
    const draft = inboundDraftStore.load('u@o')!;
    expect(draft.step).toBe(PRODUCTS_STEP);
    expect(draft.values.sub_type).toBe('standard');
    expect(draft.values.products).toEqual([
      expect.objectContaining({ product_id: 11, quantity: 6, unit_type: 'CARTON' }),
    ]);
    // Another person's draft is never offered.
    expect(inboundDraftStore.load('someone@else')).toBeNull();
  });
});
