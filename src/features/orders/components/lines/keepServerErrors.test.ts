import { describe, expect, it } from 'vitest';
import { keepServerErrors } from './keepServerErrors';

const snap = (v: unknown) => JSON.stringify(v);

describe('keepServerErrors', () => {
  const before = { products: [{ product_id: 1, quantity: 2 }], reference: 'R1' };
  const after = {
    products: [{ product_id: 1, quantity: 2, warehouse_stocks: [] }],
    reference: 'R1',
  };

  it('moves a shown message along with a change the form made', () => {
    const status = {
      serverErrors: {
        products: { message: 'This product has no PALLET type', value: snap(before.products) },
        'products[0].quantity': { message: 'Too many', value: snap(2) },
      },
    };
    const next = keepServerErrors(status, before, after) as typeof status;
    expect(next.serverErrors.products).toEqual({
      message: 'This product has no PALLET type',
      value: snap(after.products),
    });
    expect(next.serverErrors['products[0].quantity']).toBe(
      status.serverErrors['products[0].quantity'],
    );
  });

  it('leaves a message the person already changed away from, and a status without messages', () => {
    const status = { serverErrors: { products: { message: 'Old', value: snap([]) } } };
    expect(keepServerErrors(status, before, after)).toBe(status);
    const plain = { formError: 'Network' };
    expect(keepServerErrors(plain, before, after)).toBe(plain);
    expect(keepServerErrors(undefined, before, after)).toBeUndefined();
  });
});
