import { base, en, en_AU, Faker } from '@faker-js/faker';
import { DAY_MS, SEED_NUMBER, SEED_REFERENCE_DATE } from './constants';

// Defined in the faker-free constants.ts; re-exported for the generators.
export { DAY_MS, round2, SEED_NUMBER, SEED_REFERENCE_DATE } from './constants';

/**
 * Everything the seed generators share. The seed never reads the wall clock: all dates are
 * offsets from SEED_REFERENCE_DATE, and faker runs on a fixed seed, so two seeds are equal
 * (a test checks it). The browser and the HTTP server shift the dates to "today" when they seed
 * (rebase.ts), tests keep them as they are.
 */
export interface SeedContext {
  faker: Faker;
  /** An ISO timestamp `days` (fractional allowed) before the reference date. */
  daysAgo(days: number): string;
  /** An ISO date (YYYY-MM-DD) `days` before the reference date; negative is in the future. */
  dateDaysAgo(days: number): string;
  /** A random ISO timestamp within the last `maxDays` days. */
  within(maxDays: number, minDays?: number): string;
  /** Money with two decimals. */
  money(min: number, max: number): number;
}

export function createSeedContext(): SeedContext {
  return seedContextAt(SEED_REFERENCE_DATE, SEED_NUMBER);
}

/** A seed context whose "today" is `now`, with faker on `seed` (bulk seeding of a live store). */
export function seedContextAt(now: number, seed: number): SeedContext {
  const faker = new Faker({ locale: [en_AU, en, base] });
  faker.seed(seed);
  const daysAgo = (days: number) => new Date(now - Math.round(days * DAY_MS)).toISOString();
  return {
    faker,
    daysAgo,
    dateDaysAgo: (days) => daysAgo(days).slice(0, 10),
    within: (maxDays, minDays = 0) =>
      daysAgo(minDays + faker.number.float({ min: 0, max: maxDays - minDays, fractionDigits: 4 })),
    money: (min, max) => faker.number.float({ min, max, fractionDigits: 2 }),
  };
}
