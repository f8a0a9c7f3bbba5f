import { describe, expect, it } from 'vitest';
import type { OrderDetail, OrderProductLine } from '@/domain/contract';
import { duplicateOf, freshOutbound, outboundTypeOf } from './duplicate';
import { address, options } from './values.fixture';

describe('opening', () => {
  it('reads ?type= and starts at the active warehouse', () => {
    expect(outboundTypeOf('split')).toBe('split');
    expect(outboundTypeOf('nonsense')).toBe('standard');
    expect(outboundTypeOf(null)).toBe('standard');
    expect(freshOutbound('split', options)).toMatchObject({ sub_type: 'split', warehouse_id: 2 });
    expect(freshOutbound('standard', { ...options, default_warehouse_id: 99 }).warehouse_id).toBe(
      1,
    );
  });

  it('duplicates customer, address and lines', () => {
    const order = {
      id: 40,
      type: 'outbound',
      customer: { id: 7, name: 'Ada', company: 'Ada Pty', email: '', phone: '' },
      address,
    } as unknown as OrderDetail;
    const lines = [
      { product_id: 3, sku: 'A', title: 'Apple', quantity: 4, base_quantity: 4, supplier_cost: 0 },
      {
        product_id: 5,
        sku: 'B',
        title: 'Pear',
        quantity: 1,
        base_quantity: 1,
        supplier_cost: '***',
      },
    ] as unknown as OrderProductLine[];
    const values = duplicateOf(order, lines, options);
    expect(values).toMatchObject({
      sub_type: 'duplicate',
      source_order_id: 40,
      customer: { id: 7, name: 'Ada', company: 'Ada Pty' },
      ...address,
      warehouse_id: 2,
      address_validation: null,
    });
    expect(values.products).toEqual([
      { product_id: 3, sku: 'A', title: 'Apple', quantity: 4, cost_valid: false },
      { product_id: 5, sku: 'B', title: 'Pear', quantity: 1, cost_valid: null },
    ]);
  });
});
