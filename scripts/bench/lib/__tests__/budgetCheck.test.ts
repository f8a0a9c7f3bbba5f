import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkBudgets, measuredKb, parseBudgetFile, type BudgetFile } from '../budgetCheck';
import type { RouteScriptSet } from '../routeScripts';
import type { BuildSizes, SizeReport } from '../sizes';

const set = (kb: number): RouteScriptSet => ({
  files: [],
  gzipBytes: kb * 1000,
  beforeScreen: { files: [], gzipBytes: 0 },
});
const build = (login: number, products: number, chunk: number): BuildSizes => ({
  routes: { login: set(login), dashboard: set(300), products: set(products), wizard: set(400) },
  largestRouteChunk: { file: '/assets/chart.js', source: 'src/Chart.tsx', gzipBytes: chunk * 1000 },
});
const sizes: SizeReport = { real: build(300, 480, 97), sim: build(560, 590, 98), floor: null };

describe('measuredKb', () => {
  it('reads a route of the mode asked for, in kB of 1,000 bytes', () => {
    expect(measuredKb(sizes, 'real', 'login')).toBe(300);
    expect(measuredKb(sizes, 'sim', 'products')).toBe(590);
  });

  it('takes the simulator extra as the simulator login minus the real-API login', () => {
    expect(measuredKb(sizes, 'sim', 'simulatorExtraAtLogin')).toBe(260);
  });

  it('reads the largest route-only chunk', () => {
    expect(measuredKb(sizes, 'sim', 'largestRouteChunk')).toBe(98);
  });
});

describe('checkBudgets', () => {
  const file: BudgetFile = {
    budgets: [
      { mode: 'real', measure: 'login', maxKb: 300, note: 'at the limit' },
      { mode: 'real', measure: 'products', maxKb: 479.9, note: 'just over' },
    ],
  };

  it('passes a measure at its budget and fails one above it', () => {
    const [atLimit, over] = checkBudgets(file, sizes);
    expect(atLimit).toMatchObject({ actualKb: 300, ok: true });
    expect(over).toMatchObject({ actualKb: 480, ok: false });
  });
});

describe('parseBudgetFile', () => {
  const one = (budget: Record<string, unknown>) => JSON.stringify({ budgets: [budget] });
  const valid = { mode: 'real', measure: 'login', maxKb: 300, note: 'why' };

  it('accepts the committed budget file', () => {
    const text = readFileSync(path.join(import.meta.dirname, '../../budgets.json'), 'utf8');
    expect(parseBudgetFile(text).budgets.length).toBeGreaterThan(0);
  });

  it('refuses an unknown mode, an unknown measure, a missing limit or note, and an empty list', () => {
    expect(() => parseBudgetFile(one({ ...valid, mode: 'staging' }))).toThrow(/bad mode/);
    expect(() => parseBudgetFile(one({ ...valid, measure: 'logn' }))).toThrow(/bad measure/);
    expect(() => parseBudgetFile(one({ ...valid, maxKb: 0 }))).toThrow(/positive maxKb/);
    expect(() => parseBudgetFile(one({ ...valid, note: '' }))).toThrow(/needs a note/);
    expect(() => parseBudgetFile('{"budgets":[]}')).toThrow(/non-empty/);
    expect(parseBudgetFile(one(valid)).budgets).toHaveLength(1);
  });
});
