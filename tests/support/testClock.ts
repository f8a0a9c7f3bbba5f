import { DAY_MS, SEED_REFERENCE_DATE } from '@simulator/seed/constants';

/**
 * One clock for everything a test runs: the app under test and the simulator both read `Date`,
 * so the test process's `Date` is moved to the seed's day. The seed the tests use keeps its fixed
 * dates (2026-11-21 is its "today"), so a test sees the same "last 30 days", due dates and
 * expiries whatever the machine's date is. Time still passes (timers, timeouts and token ages
 * behave as they do in the portal); only the starting point is the test's.
 *
 * tests/setup.ts sets it back to TEST_NOW before every test; a test moves it with
 * `testClock.set()` or `testClock.advance()`, and the app and the simulator both follow.
 */

/** 10:00 UTC on the seed's reference day: the same calendar day in every time zone from -10 to +13. */
export const TEST_NOW = SEED_REFERENCE_DATE + 10 * 3_600_000;
export { DAY_MS };

const REAL_DATE = Symbol.for('merchant-portal.realDate');
type Holder = typeof globalThis & { [REAL_DATE]?: DateConstructor };

let offset = 0;

function realDate(): DateConstructor {
  const holder = globalThis as Holder;
  return holder[REAL_DATE] ?? Date;
}

/** Replaces the global Date (once per process) with one that reads the test clock. */
export function installTestClock(): void {
  const holder = globalThis as Holder;
  if (holder[REAL_DATE]) return;
  const Real = Date;
  holder[REAL_DATE] = Real;
  // A subclass keeps `instanceof Date`, Date.parse, Date.UTC and every method; only "now" moves.
  class TestDate extends Real {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(Real.now() + offset);
      else super(...(args as [string | number | Date]));
    }
    static now(): number {
      return Real.now() + offset;
    }
  }
  globalThis.Date = TestDate as DateConstructor;
  if (typeof window !== 'undefined' && window.Date !== TestDate) {
    (window as unknown as { Date: DateConstructor }).Date = TestDate as DateConstructor;
  }
}

export const testClock = {
  now: (): number => realDate().now() + offset,
  /** Moves "now" to `ms`; time goes on from there. */
  set(ms: number): void {
    offset = ms - realDate().now();
  },
  advance(ms: number): void {
    offset += ms;
  },
};
