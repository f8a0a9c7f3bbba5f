import { expect } from 'vitest';
import { UNIT_TYPES } from '@/domain/contract';
import { isSmallerThanParent } from '@/domain/catalogue/rules';
import type { DbSnapshot, ProductRecord } from '@simulator/db/schema';

/**
 * What every seeded product must satisfy, with its movements (oldest first): shared by the demo
 * seed's, bulk seeding's and the large seed's tests.
 */
export function expectConsistentProduct(p: ProductRecord, movements: DbSnapshot['movements']) {
  // Units: BASE first, in size order, each holding whole parents and at least as large.
  expect(p.units[0]).toMatchObject({ unit: 'BASE', items_per_unit: 1, length: p.length });
  const ranks = p.units.map((u) => UNIT_TYPES.indexOf(u.unit));
  expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  for (let i = 1; i < p.units.length; i += 1) {
    const [parent, unit] = [p.units[i - 1]!, p.units[i]!];
    expect(unit.items_per_unit % parent.items_per_unit).toBe(0);
    expect(unit.items_per_unit).toBeGreaterThan(parent.items_per_unit);
    expect(isSmallerThanParent(unit, parent)).toBe(false);
  }
  expect(p.units.reduce((s, u) => s + u.stock * u.items_per_unit, 0)).toBe(p.stock);
  expect(p.warehouse_stocks.reduce((s, w) => s + w.available, 0)).toBe(p.available);
  // Movements: oldest first, balances chain, never negative, and end at today's stock.
  expect(movements.length).toBeGreaterThan(0);
  let balance = movements[0]!.balance - movements[0]!.base_quantity;
  for (const m of movements) {
    expect(balance).toBeGreaterThanOrEqual(0);
    balance += m.base_quantity;
    expect(m.balance).toBe(balance);
    expect(Math.sign(m.quantity)).toBe(Math.sign(m.base_quantity));
  }
  expect(balance).toBe(p.stock);
}
