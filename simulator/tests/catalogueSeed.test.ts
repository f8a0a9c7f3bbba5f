import { describe, expect, it } from 'vitest';
import { seedBulkProducts } from '@simulator/seed/bulk';
import { memoryPersistence } from '@simulator/db/persistence/memory';
import { createStore } from '@simulator/db/store';
import { buildSeed, freshSeed, ORGANISATION_PROFILES, SEED_REFERENCE_DATE } from '@simulator/seed';
import type { DbSnapshot } from '@simulator/db/schema';
import { expectConsistentProduct } from './seedChecks';

const DAY = 86_400_000;

describe('catalogue seed', () => {
  const seed = freshSeed();

  it('gives every organisation at least 200 products and 20 bundles that are active', () => {
    ORGANISATION_PROFILES.forEach((_, i) => {
      const id = i + 1;
      expect(
        seed.products.filter((p) => p.organisation_id === id && !p.archived).length,
      ).toBeGreaterThanOrEqual(200);
      expect(
        seed.bundles.filter((b) => b.organisation_id === id && !b.archived).length,
      ).toBeGreaterThanOrEqual(20);
      // A few archived ones keep their SKUs taken.
      expect(seed.products.some((p) => p.organisation_id === id && p.archived)).toBe(true);
    });
    const skus = seed.products.map((p) => `${p.organisation_id}:${p.sku.toLowerCase()}`);
    expect(new Set(skus).size).toBe(skus.length);
  });

  it('has realistic packaging: BASE always, many BOX, some CARTON, a few PALLET', () => {
    const share = (unit: string) =>
      seed.products.filter((p) => p.units.some((u) => u.unit === unit)).length /
      seed.products.length;
    expect(share('BASE')).toBe(1);
    expect(share('BOX')).toBeGreaterThan(0.5);
    expect(share('CARTON')).toBeGreaterThan(0.2);
    expect(share('CARTON')).toBeLessThan(share('BOX'));
    expect(share('PALLET')).toBeGreaterThan(0.02);
    expect(share('PALLET')).toBeLessThan(0.15);
  });

  it('keeps units, stock and 20–60 movements of the last 90 days consistent for every product', () => {
    const byProduct = new Map<number, DbSnapshot['movements']>();
    for (const m of seed.movements)
      if (m.product_id !== null)
        byProduct.set(m.product_id, [...(byProduct.get(m.product_id) ?? []), m]);
    for (const p of seed.products) {
      const movements = byProduct.get(p.id) ?? [];
      expect(movements.length).toBeGreaterThanOrEqual(20);
      expect(movements.length).toBeLessThanOrEqual(60);
      for (const m of movements) {
        expect(Date.parse(m.created_at)).toBeGreaterThanOrEqual(SEED_REFERENCE_DATE - 90 * DAY);
        expect(Date.parse(m.created_at)).toBeLessThan(SEED_REFERENCE_DATE);
      }
      expectConsistentProduct(p, movements);
    }
    expect(seed.history.filter((h) => h.action === 'created').length).toBe(
      seed.products.length + seed.bundles.length,
    );
  });

  it('builds bundles of active products of their own organisation', () => {
    for (const b of seed.bundles) {
      expect(b.lines.length).toBeGreaterThan(0);
      expect(new Set(b.lines.map((l) => l.product_id)).size).toBe(b.lines.length);
      for (const line of b.lines) {
        const product = seed.products.find((p) => p.id === line.product_id)!;
        expect(product.organisation_id).toBe(b.organisation_id);
        expect(product.archived).toBe(false);
        expect(Number.isInteger(line.quantity) && line.quantity >= 1).toBe(true);
      }
      expect(b.image).toMatch(/^data:image\//);
      if (b.prepping_required) expect(b.prepping_steps.length).toBeGreaterThan(0);
    }
  });

  it('builds in well under the 1.5 s budget (generous bound: the machine is shared)', () => {
    const started = performance.now();
    buildSeed();
    const ms = performance.now() - started;
    console.info(`buildSeed: ${Math.round(ms)} ms`);
    expect(ms).toBeLessThan(4000);
  });

  it('shares the append-only movements between fresh copies, frozen', () => {
    const other = freshSeed();
    expect(other.movements[0]).toBe(seed.movements[0]);
    expect(Object.isFrozen(seed.movements[0])).toBe(true);
    expect(other.movements).not.toBe(seed.movements);
    expect(other.products[0]).not.toBe(seed.products[0]);
  });
});

describe('bulk seeding', () => {
  it('adds realistic, consistent products with unique SKUs to one organisation', () => {
    const store = createStore(freshSeed(), memoryPersistence());
    const organisation = store.organisations.find((o) => o.name === 'Harbour & Finch')!;
    const before = store.products.count((p) => p.organisation_id === organisation.id);
    const now = SEED_REFERENCE_DATE + 30 * DAY;

    const result = seedBulkProducts(store, organisation.id, 500, now);

    expect(result.created).toBe(500);
    expect(result.total_products).toBe(before + 500);
    const added = store.products.all().slice(-500);
    const skus = store.products
      .filter((p) => p.organisation_id === organisation.id)
      .map((p) => p.sku);
    expect(new Set(skus).size).toBe(skus.length);
    expect(new Set(store.products.all().map((p) => p.id)).size).toBe(store.products.count());
    for (const p of added) {
      expect(p.organisation_id).toBe(organisation.id);
      const movements = store.movements.filter((m) => m.product_id === p.id);
      expect(movements.length).toBeGreaterThanOrEqual(3);
      expect(Date.parse(movements.at(-1)!.created_at)).toBeLessThan(now);
      expectConsistentProduct(p, movements);
    }
    expect(result.movements).toBe(
      store.movements.count((m) => added.some((p) => p.id === m.product_id)),
    );
  });
});
