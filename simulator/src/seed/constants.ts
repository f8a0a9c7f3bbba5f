/**
 * Facts about the seed that running code needs without generating anything: its reference date,
 * the kinds of seed and the large seed's volumes. No faker here (nor in anything this imports):
 * the simulator's first-load code reads these, and faker is loaded only when a database must
 * actually be seeded.
 */
export const SEED_NUMBER = 20261121;
/** 2026-11-21T00:00:00Z: "today" for the seed. */
export const SEED_REFERENCE_DATE = Date.UTC(2026, 10, 21);
export const DAY_MS = 24 * 60 * 60 * 1000;

export { round2 } from '../lib/numbers';

/**
 * `demo`: three organisations of a few hundred products each (the default, what tests use).
 * `large`: the demo seed with one organisation grown to LARGE_SEED's volumes, for performance
 * work and the bench.
 */
export const SEED_KINDS = ['demo', 'large'] as const;
export type SeedKind = (typeof SEED_KINDS)[number];
export const isSeedKind = (value: unknown): value is SeedKind =>
  (SEED_KINDS as readonly unknown[]).includes(value);

/**
 * The large seed: the organisation every demo account belongs to (so owner@, admin@ and
 * member@demo.test see it after signing in) holds exactly this many products, stock movements
 * (of products and bundles) and orders. The other organisations stay as in the demo seed.
 */
export const LARGE_SEED = {
  organisation: 'Koala Supply Co',
  products: 10_000,
  movements: 100_000,
  orders: 5_000,
  /** faker's seed for the records added to the demo seed. */
  seedNumber: SEED_NUMBER + 1,
} as const;
