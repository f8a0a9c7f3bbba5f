import { describe, expect, it } from 'vitest';
import { outstandingLines } from './backOrder';
import {
  cleanInboundValues,
  describeInbound,
  emptyInbound,
  inboundTypeOf,
  toInboundOrderInput,
  type InboundFormValues,
} from './values';
import { todayIn } from '@/domain/orders/today';
import { shippingRules } from './schema';
import { ETA_PAST_MESSAGE } from '@/domain/orders/rules';

const filled: InboundFormValues = {
  ...emptyInbound('standard'),
  supplier_id: 7,
  supplier_name: 'Bean Brothers (Mia Chen)',
  products: [
    { product_id: 3, sku: 'BEAN-1', title: 'Beans', quantity: 4, unit_type: 'CARTON' },
    { product_id: 5, sku: 'CUP-1', title: 'Cups', quantity: 12 },
  ],
  warehouse_id: 2,
  carrier: ' StarTrack ',
  tracking_id: ' ST123 ',
  eta: '2030-01-02',
  invoice_reference: ' INV-9 ',
  shipment_type: 'container',
  reference: ' PO-1 ',
  // Left over from another type: never sent with a standard order.
  source_order_id: 99,
  from_warehouse_id: 4,
};

describe('toInboundOrderInput', () => {
  it('sends trimmed text, ids and lines in their unit (BASE when none)', () => {
    expect(toInboundOrderInput(filled)).toEqual({
      sub_type: 'standard',
      supplier_id: 7,
      products: [
        { product_id: 3, quantity: 4, unit_type: 'CARTON' },
        { product_id: 5, quantity: 12, unit_type: 'BASE' },
      ],
      warehouse_id: 2,
      carrier: 'StarTrack',
      tracking_id: 'ST123',
      eta: '2030-01-02',
      invoice_reference: 'INV-9',
      shipment_type: 'container',
      reference: 'PO-1',
      source_order_id: null,
      from_warehouse_id: null,
    });
  });

  it('sends the order a back order follows and the warehouse a transfer comes from', () => {
    expect(toInboundOrderInput({ ...filled, sub_type: 'back' })).toMatchObject({
      sub_type: 'back',
      source_order_id: 99,
      from_warehouse_id: null,
    });
    expect(toInboundOrderInput({ ...filled, sub_type: 'transfer' })).toMatchObject({
      sub_type: 'transfer',
      source_order_id: null,
      from_warehouse_id: 4,
    });
  });
});

describe('the inbound draft', () => {
  it('round-trips through JSON unchanged', () => {
    const stored = JSON.parse(JSON.stringify(filled)) as Record<string, unknown>;
    expect(cleanInboundValues(stored)).toEqual({
      ...filled,
      products: [
        { ...filled.products[0], cost_valid: null },
        { ...filled.products[1], cost_valid: null },
      ],
    });
  });

  it('reads stored values as untrusted input', () => {
    const cleaned = cleanInboundValues({
      sub_type: 'split',
      supplier_id: -1,
      eta: 'tomorrow',
      shipment_type: 'truck',
      carrier: 42,
      products: [{ product_id: 'x' }, { product_id: 2, quantity: 3, unit_type: 'CRATE' }],
      extra: 'dropped',
    });
    expect(cleaned.sub_type).toBe('standard');
    expect(cleaned.supplier_id).toBeNull();
    expect(cleaned.eta).toBe('');
    expect(cleaned.shipment_type).toBe('');
    expect(cleaned.carrier).toBe('');
    expect(cleaned.products).toEqual([
      { product_id: 2, sku: '', title: '', quantity: 3, cost_valid: null },
    ]);
    expect(cleaned).not.toHaveProperty('extra');
  });

  it('is named by its type, supplier and products in the Drafts list', () => {
    expect(describeInbound(filled)).toBe(
      'Standard inbound · Bean Brothers (Mia Chen) · 2 products',
    );
    expect(describeInbound(emptyInbound('back'))).toBe(
      'Back order inbound · No supplier yet · no products',
    );
  });
});

describe('?type=', () => {
  it('knows standard, back and transfer; anything else is standard', () => {
    expect(inboundTypeOf('back')).toBe('back');
    expect(inboundTypeOf('transfer')).toBe('transfer');
    expect(inboundTypeOf('duplicate')).toBe('standard');
    expect(inboundTypeOf(null)).toBe('standard');
  });
});

describe('a back order', () => {
  const line = {
    sku: 'S',
    title: 'T',
    counted: 0,
    on_hold: 0,
    sale_price: 1,
    supplier_cost: 1,
    size: '',
    available: 0,
    no_stock: false,
  };
  it('owes what was ordered less what was stored, in whole units where it can', () => {
    expect(
      outstandingLines([
        { ...line, product_id: 1, unit_type: 'CARTON', quantity: 5, base_quantity: 60, stored: 36 },
        { ...line, product_id: 2, unit_type: 'CARTON', quantity: 2, base_quantity: 24, stored: 20 },
        { ...line, product_id: 3, unit_type: 'BASE', quantity: 10, base_quantity: 10, stored: 10 },
      ]),
    ).toEqual([
      { product_id: 1, sku: 'S', title: 'T', quantity: 2, unit_type: 'CARTON' },
      { product_id: 2, sku: 'S', title: 'T', quantity: 4, unit_type: 'BASE' },
    ]);
  });
});

describe('the ETA', () => {
  // 2030-01-01 23:30 UTC is already 2 January in Sydney, still 1 January in Los Angeles.
  const now = new Date('2030-01-01T23:30:00Z');
  it("is judged against today in the merchant's timezone", () => {
    expect(todayIn('Australia/Sydney', now)).toBe('2030-01-02');
    expect(todayIn('America/Los_Angeles', now)).toBe('2030-01-01');
    expect(todayIn('Not/AZone', now)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('refuses a past date and a transfer from the warehouse receiving it', () => {
    const rules = shippingRules('2030-01-02');
    expect(rules({ ...filled, eta: '2030-01-01' }).eta).toBe(ETA_PAST_MESSAGE);
    expect(rules({ ...filled, eta: '2030-01-02' }).eta).toBeUndefined();
    expect(
      rules({ ...filled, sub_type: 'transfer', from_warehouse_id: 2, warehouse_id: 2 })
        .from_warehouse_id,
    ).toMatch(/another warehouse/);
  });
});
