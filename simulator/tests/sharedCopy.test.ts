import { describe, expect, it } from 'vitest';
import type { DbSnapshot } from '@simulator/db/schema';
import { copyWithSharedLogs, freezeSeed } from '@simulator/seed/sharedCopy';

/** A small seed of the real shape: two plain collections and two logs. */
function smallSeed() {
  return freezeSeed({
    version: 3,
    products: [{ id: 1, sku: 'A', units: [{ unit: 'BASE', quantity: 1 }] }],
    orders: [{ id: 7, lines: [{ product_id: 1, quantity: 2 }] }],
    movements: [{ id: 1, product_id: 1, quantity: 5 }],
    history: [],
  } as unknown as DbSnapshot);
}

describe('a fresh copy of a seed', () => {
  it('holds what the seed holds, in the same order, as records of its own', () => {
    const seed = smallSeed();
    const copy = copyWithSharedLogs(seed);
    expect(Object.keys(copy)).toEqual(Object.keys(seed));
    expect(JSON.parse(JSON.stringify(copy))).toEqual(JSON.parse(JSON.stringify(seed)));
    expect(copy.products[0]).not.toBe(seed.products[0]);
    expect(copy.products[0]!.units).not.toBe(seed.products[0]!.units);
    expect(Object.isFrozen(copy.products[0])).toBe(false);
  });

  it('keeps a change to itself: the seed and the next copy stay as they were', () => {
    const seed = smallSeed();
    const first = copyWithSharedLogs(seed);
    const second = copyWithSharedLogs(seed);
    first.products[0]!.sku = 'CHANGED';
    first.orders.push({ id: 8 } as DbSnapshot['orders'][number]);
    expect(seed.products[0]!.sku).toBe('A');
    expect(second.products[0]!.sku).toBe('A');
    expect(second.orders).toHaveLength(1);
    expect(copyWithSharedLogs(seed).products[0]!.sku).toBe('A');
  });

  it('takes a collection replaced before it was ever read', () => {
    const copy = copyWithSharedLogs(smallSeed());
    copy.orders = [];
    expect(copy.orders).toEqual([]);
    copy.orders.push({ id: 9 } as DbSnapshot['orders'][number]);
    expect(copy.orders.map((o) => o.id)).toEqual([9]);
  });

  it('copies a collection only once something reads it (what makes a fresh store cheap)', () => {
    const copy = copyWithSharedLogs(smallSeed());
    const products = () => Object.getOwnPropertyDescriptor(copy, 'products')!;
    expect(products().get).toBeTypeOf('function');
    void copy.orders;
    expect(products().get).toBeTypeOf('function');
    const read = copy.products;
    expect(products().value).toBe(read);
    expect(copy.products).toBe(read);
  });

  it('shares the log records, frozen, in an array of its own', () => {
    const seed = smallSeed();
    const copy = copyWithSharedLogs(seed);
    expect(copy.movements[0]).toBe(seed.movements[0]);
    expect(copy.movements).not.toBe(seed.movements);
    expect(() => {
      (copy.movements[0] as { quantity: number }).quantity = 6;
    }).toThrow(TypeError);
  });

  it('is made from a seed frozen whole, so a later copy cannot differ from an earlier one', () => {
    const seed = smallSeed();
    expect(Object.isFrozen(seed.products[0]!.units[0])).toBe(true);
    expect(() => {
      (seed.products as unknown[]).push({});
    }).toThrow(TypeError);
  });
});
