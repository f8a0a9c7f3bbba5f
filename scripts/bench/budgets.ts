/**
 * `npm run budgets`: the size budgets, checked in CI after the build.
 *
 * Builds the portal in both modes (real API: VITE_API_BASE_URL pointed at the HTTP simulator;
 * simulator: VITE_API_BASE_URL empty), serves them, opens each route in Chromium and weighs the
 * JavaScript the browser fetched, exactly as `npm run bench` does (lib/sizes.ts). Each figure is
 * gzip level 9 of the file on disk, so it depends on the code alone and can be a hard limit.
 * Compares with scripts/bench/budgets.json, prints a table and exits 1 on any overrun
 * (2 when it could not measure). See scripts/bench/README.md.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { checkBudgets, MEASURE_LABELS, parseBudgetFile } from './lib/budgetCheck';
import { launchChromium } from './lib/browser';
import { measureSizes } from './lib/sizes';
import { fmtKb, formatTable } from './lib/table';
import { prepareTargets } from './lib/targets';

const log = (line: string) => console.log(`[budgets] ${line}`);

async function main(): Promise<number> {
  const started = performance.now();
  const budgetFile = parseBudgetFile(
    await readFile(path.join(import.meta.dirname, 'budgets.json'), 'utf8'),
  );
  const targets = await prepareTargets({ floor: false, brotli: false, log });
  const browser = await launchChromium();
  try {
    const sizes = await measureSizes(browser, targets);
    const outcomes = checkBudgets(budgetFile, sizes);
    const rows = outcomes.map((o) => [
      o.mode === 'real' ? 'real API' : 'simulator',
      MEASURE_LABELS[o.measure] +
        (o.measure === 'largestRouteChunk'
          ? ` (${sizes[o.mode].largestRouteChunk?.source ?? 'none'})`
          : ''),
      fmtKb(o.actualKb),
      fmtKb(o.maxKb),
      o.targetKb === undefined ? '' : fmtKb(o.targetKb),
      o.ok ? 'ok' : 'OVER',
      o.note,
    ]);
    console.log('');
    console.log(
      formatTable(
        ['build', 'measure (JS gzip)', 'actual', 'budget', 'target', 'result', 'note'],
        rows,
      ),
    );
    const over = outcomes.filter((o) => !o.ok);
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    console.log('');
    console.log(
      over.length === 0
        ? `All ${outcomes.length} size budgets met (${seconds} s).`
        : `${over.length} of ${outcomes.length} size budgets exceeded (${seconds} s): ${over
            .map((o) => `${o.mode}/${o.measure}`)
            .join(
              ', ',
            )}. Make the code smaller, or raise the budget in scripts/bench/budgets.json with a reason.`,
    );
    return over.length === 0 ? 0 : 1;
  } finally {
    await browser.close();
    await targets.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('[budgets] could not measure:', error);
    process.exit(2);
  },
);
