import type { AppMode } from './builds';
import { kB } from './chunks';
import type { RouteKey } from './routeScripts';
import type { SizeReport } from './sizes';

/**
 * The committed size budgets (scripts/bench/budgets.json): the most a measure may weigh, in kB
 * of gzip (level 9, 1 kB = 1,000 bytes). Sizes are deterministic, so a budget can be a hard
 * limit; timings never are.
 */
export type BudgetMeasure = RouteKey | 'largestRouteChunk' | 'simulatorExtraAtLogin';

export interface Budget {
  mode: AppMode;
  measure: BudgetMeasure;
  maxKb: number;
  /** Where the issue wants it, when the budget is still above that. */
  targetKb?: number;
  note: string;
}

export interface BudgetFile {
  budgets: Budget[];
}

export interface BudgetOutcome extends Budget {
  actualKb: number;
  ok: boolean;
}

export const MEASURE_LABELS: Record<BudgetMeasure, string> = {
  login: 'JS of /auth/login',
  dashboard: 'JS of /dashboard',
  products: 'JS of /space/products',
  wizard: 'JS of /space/products/new',
  largestRouteChunk: 'largest route-only chunk',
  simulatorExtraAtLogin: 'simulator code at /auth/login',
};

/** The measure's value in kB. The simulator's extra is its build's login JS minus the real one's. */
export function measuredKb(sizes: SizeReport, mode: AppMode, measure: BudgetMeasure): number {
  if (measure === 'simulatorExtraAtLogin')
    return kB(sizes.sim.routes.login.gzipBytes - sizes.real.routes.login.gzipBytes);
  if (measure === 'largestRouteChunk') return kB(sizes[mode].largestRouteChunk?.gzipBytes ?? 0);
  return kB(sizes[mode].routes[measure].gzipBytes);
}

export function checkBudgets(file: BudgetFile, sizes: SizeReport): BudgetOutcome[] {
  return file.budgets.map((budget) => {
    const actualKb = measuredKb(sizes, budget.mode, budget.measure);
    return { ...budget, actualKb, ok: actualKb <= budget.maxKb };
  });
}

/** Reads and checks the budget file's shape, so a typo fails loudly instead of passing. */
export function parseBudgetFile(text: string): BudgetFile {
  const parsed = JSON.parse(text) as BudgetFile;
  if (!Array.isArray(parsed.budgets) || parsed.budgets.length === 0)
    throw new Error('budgets.json: "budgets" must be a non-empty list');
  for (const b of parsed.budgets) {
    if (b.mode !== 'real' && b.mode !== 'sim')
      throw new Error(`budgets.json: bad mode ${String(b.mode)}`);
    if (!(b.measure in MEASURE_LABELS))
      throw new Error(`budgets.json: bad measure ${String(b.measure)}`);
    if (typeof b.maxKb !== 'number' || !(b.maxKb > 0))
      throw new Error(`budgets.json: ${b.mode}/${b.measure} needs a positive maxKb`);
    if (!b.note) throw new Error(`budgets.json: ${b.mode}/${b.measure} needs a note`);
  }
  return parsed;
}
