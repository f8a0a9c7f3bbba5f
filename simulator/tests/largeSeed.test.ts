import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { DbSnapshot } from '@simulator/db/schema';
import { ORDER_STATUSES } from '@/domain/orders/status';
import { passwordMatches } from '@simulator/lib/hash';
import {
  buildSeed,
  DEMO_PASSWORD,
  freshSeed,
  freshSeedFor,
  LARGE_SEED,
  rebaseSnapshot,
  SEED_REFERENCE_DATE,
} from '@simulator/seed';
import { expectConsistentProduct } from './seedChecks';
import { stockInvariantProblems } from './stockInvariant';

const DAY = 86_400_000;

type Collection = Exclude<keyof DbSnapshot, 'version'>;
const collectionsOf = (snapshot: DbSnapshot) =>
  Object.keys(snapshot).filter((name): name is Collection => name !== 'version');

/** A digest of records, one at a time: the large seed as one JSON string is over 50 MB. */
function digestOf(records: readonly unknown[]): string {
  const hash = createHash('sha256');
  for (const record of records) hash.update(JSON.stringify(record));
  return hash.digest('hex');
}

const digest = (snapshot: DbSnapshot) =>
  collectionsOf(snapshot)
    .map((name) => `${name}:${digestOf(snapshot[name])}`)
    .join('\n');

function timed<T>(make: () => T): { value: T; ms: number } {
  const started = performance.now();
  const value = make();
  return { value, ms: Math.round(performance.now() - started) };
}

describe('the large seed', () => {
  const first = timed(() => buildSeed('large'));
  const seed = first.value;
  const demo = freshSeed();
  const organisation = seed.organisations.find((o) => o.name === LARGE_SEED.organisation)!;
  const own = <T extends { organisation_id: number }>(rows: readonly T[]) =>
    rows.filter((r) => r.organisation_id === organisation.id);

  it('is deterministic, and builds in a few seconds (time reported, not asserted)', () => {
    // What the browser and the HTTP server ask for; on the seed's own day no date moves.
    const second = timed(() => freshSeedFor(SEED_REFERENCE_DATE, 'large'));
    console.info(`buildSeed('large'): ${first.ms} ms; freshSeedFor(now, 'large'): ${second.ms} ms`);
    expect(digest(second.value)).toBe(digest(seed));
    // Two large builds and their digests: allow for a machine busy with other work.
  }, 60_000);

  it('holds exactly the large volumes in one organisation a demo account signs in to', () => {
    expect(own(seed.products)).toHaveLength(LARGE_SEED.products);
    expect(own(seed.movements)).toHaveLength(LARGE_SEED.movements);
    expect(own(seed.orders)).toHaveLength(LARGE_SEED.orders);
    for (const email of ['owner@demo.test', 'admin@demo.test', 'member@demo.test']) {
      const user = seed.users.find((u) => u.email === email)!;
      expect(passwordMatches(user, DEMO_PASSWORD)).toBe(true);
      expect(
        seed.memberships.some(
          (m) =>
            m.user_id === user.id && m.organisation_id === organisation.id && m.status === 'active',
        ),
      ).toBe(true);
    }
  });

  it('keeps every demo record as it is and only adds after them, ids ascending', () => {
    expect(collectionsOf(seed).sort()).toEqual(collectionsOf(demo).sort());
    for (const name of collectionsOf(seed)) {
      const before = demo[name] as { id: number }[];
      const after = seed[name] as { id: number }[];
      expect(digestOf(after.slice(0, before.length)), name).toBe(digestOf(before));
      const ids = after.map((r) => r.id);
      expect(
        ids.every((id, i) => i === 0 || id > ids[i - 1]!),
        `${name} ids ascending`,
      ).toBe(true);
    }
    // The other organisations are the demo's.
    for (const other of seed.organisations.filter((o) => o.id !== organisation.id)) {
      const count = (s: DbSnapshot) => s.products.filter((p) => p.organisation_id === other.id);
      expect(count(seed)).toHaveLength(count(demo).length);
    }
  });

  it('makes added products consistent with their movements, categories and warehouses', () => {
    const added = seed.products.slice(demo.products.length);
    const warehouses = new Set(own(seed.warehouses).map((w) => w.id));
    const categories = new Set(own(seed.categories).map((c) => c.id));
    const movementsOf = new Map<number, DbSnapshot['movements']>();
    for (const m of seed.movements.slice(demo.movements.length))
      movementsOf.set(m.product_id!, [...(movementsOf.get(m.product_id!) ?? []), m]);
    const skus = own(seed.products).map((p) => p.sku.toLowerCase());
    expect(new Set(skus).size).toBe(skus.length);
    // A sample: every 97th added product, checked in full.
    for (const p of added.filter((_, i) => i % 97 === 0)) {
      expect(p.organisation_id).toBe(organisation.id);
      expect(p.category_id === null || categories.has(p.category_id)).toBe(true);
      expect(p.warehouse_stocks.every((w) => warehouses.has(w.warehouse_id))).toBe(true);
      expect(p.warehouse_stocks.reduce((sum, w) => sum + w.stock, 0)).toBe(p.stock);
      const movements = movementsOf.get(p.id) ?? [];
      expect(movements.length).toBeGreaterThanOrEqual(3);
      for (const m of movements) {
        expect(warehouses.has(m.warehouse_id)).toBe(true);
        expect(Date.parse(m.created_at)).toBeGreaterThanOrEqual(SEED_REFERENCE_DATE - 90 * DAY);
        expect(Date.parse(m.created_at)).toBeLessThan(SEED_REFERENCE_DATE);
      }
      expectConsistentProduct(p, movements);
      expect(seed.history.some((h) => h.product_id === p.id && h.action === 'created')).toBe(true);
    }
  });

  it('sets aside what every open order holds: available = on hand − held', () => {
    expect(stockInvariantProblems(seed)).toEqual([]);
  });

  it('gives added orders real products, customers or suppliers and warehouses of the organisation', () => {
    const products = new Set(own(seed.products).map((p) => p.id));
    const customers = new Set(own(seed.customers).map((c) => c.id));
    const suppliers = new Set(own(seed.suppliers).map((s) => s.id));
    const warehouses = new Set(own(seed.warehouses).map((w) => w.id));
    const added = seed.orders.slice(demo.orders.length);
    for (const o of added.filter((_, i) => i % 13 === 0)) {
      expect(o.organisation_id).toBe(organisation.id);
      expect(o.lines.length).toBeGreaterThanOrEqual(1);
      expect(o.lines.every((l) => products.has(l.product_id))).toBe(true);
      expect(new Set(o.lines.map((l) => l.product_id)).size).toBe(o.lines.length);
      expect(warehouses.has(o.warehouse_id)).toBe(true);
      if (o.type === 'outbound') expect(customers.has(o.customer_id!)).toBe(true);
      else expect(suppliers.has(o.supplier_id!)).toBe(true);
      expect(Date.parse(o.created_at)).toBeGreaterThanOrEqual(SEED_REFERENCE_DATE - 90 * DAY);
    }
    const references = seed.orders.map((o) => o.reference);
    expect(new Set(references).size).toBe(references.length);
    // Every status of the state machine (domain/orders/status.ts) over both directions.
    expect(new Set(added.map((o) => o.status)).size).toBe(ORDER_STATUSES.length);
  });

  it('moves to today like the demo seed when the browser or HTTP server seeds it', () => {
    const last = seed.movements.at(-1)!;
    const createdAt = Date.parse(last.created_at);
    const moved = rebaseSnapshot(seed, SEED_REFERENCE_DATE + 3 * DAY); // the last test: may change it
    expect(Date.parse(moved.movements.at(-1)!.created_at)).toBe(createdAt + 3 * DAY);
    expect(moved.products.at(-1)!.sku).toMatch(/^KSC-[A-Z]+-10000$/);
  });
});
