import { base, en, en_AU, Faker } from '@faker-js/faker';

/**
 * Everything the seed generators share. The seed never reads the wall clock: all dates are
 * offsets from SEED_REFERENCE_DATE, and faker runs on a fixed seed, so two seeds are equal
 * (a test checks it). The browser and the HTTP server shift the dates to "today" when they seed
 * (rebase.ts), tests keep them as they are.
 */
export const SEED_NUMBER = 20261121;
/** 2026-11-21T00:00:00Z: "today" for the seed. */
export const SEED_REFERENCE_DATE = Date.UTC(2026, 10, 21);
export const DAY_MS = 24 * 60 * 60 * 1000;

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

export const round2 = (n: number): number => Math.round(n * 100) / 100;
