/**
 * `npm run bench`: the portal's performance, measured in one run and printed as one table
 * (JSON under bench-results/, git-ignored). A script, not a test: timings are reported, never
 * asserted; it exits 0 unless a phase crashed (then 1, with that phase's rows n/a).
 *
 * 1. Builds, into a temp folder: the portal in real-API mode (VITE_API_BASE_URL = the HTTP
 *    simulator, `npm run simulator`, memory store, on a free port), in simulator mode
 *    (VITE_API_BASE_URL empty), and the floor page (floor/: React + antd Form, Input, Button),
 *    all with the project's Vite and node_modules. Simulated latency 0 on both sides
 *    (BENCH_LATENCY_MS to change), so the two modes differ only by the simulator's own cost.
 * 2. Serves each with a production-like static server (lib/staticServer.ts: brotli/gzip
 *    precompressed, immutable hashed assets, SPA fallback).
 * 3. Sizes (lib/sizes.ts, shared with `npm run budgets`): the JS Chromium fetches for a full load
 *    of /auth/login, /dashboard, /space/products and /space/products/new, as gzip -9 of the files
 *    on disk; the largest route-only chunk from the build manifest; ratios to the floor.
 * 4. Timings in Chromium (Playwright): sign-in page cold and reloaded; a fresh browser's first
 *    sign-in (click on Sign in -> dashboard; the simulator build seeds its database); product list with an
 *    empty cache and reloaded; side-nav route changes over 50 round trips, with the JS heap
 *    before and after; keystroke -> painted hits at 10,000 products (HTTP simulator restarted
 *    with SIMULATOR_SEED=large; a simulator build with VITE_SIMULATOR_SEED=large; a store with
 *    fewer products is topped up through /__simulator/seed-bulk, and the count is printed).
 * 5. Lighthouse (mobile, performance) on /auth/login of both builds and on the floor page.
 *
 * Env: BENCH_RUNS (3 loads per timing), BENCH_LIGHTHOUSE_RUNS (3), BENCH_KEYS (30),
 * BENCH_ROUND_TRIPS (50), BENCH_LATENCY_MS (0), CHROME_PATH (/usr/bin/chromium), BENCH_DEBUG
 * (logs failed search forwarding).
 * See scripts/bench/README.md.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { launchChromium } from './lib/browser';
import { PROJECT_ROOT } from './lib/builds';
import { measureKeystrokes } from './lib/keystrokes';
import { runLighthouse } from './lib/lighthouse';
import { measureFirstSignIn, measureLogin, measureProductList } from './lib/loadTimings';
import { formatReport, targetRows } from './lib/report';
import type { BenchResults } from './lib/results';
import { measureNavigation } from './lib/sideNav';
import { measureSizes } from './lib/sizes';
import { prepareSimulatorBuild, prepareTargets, type Targets } from './lib/targets';

const RESULTS_DIR = path.join(PROJECT_ROOT, 'bench-results');
const setting = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
const settings = {
  loadRuns: setting('BENCH_RUNS', 3),
  lighthouseRuns: setting('BENCH_LIGHTHOUSE_RUNS', 3),
  keystrokes: setting('BENCH_KEYS', 30),
  roundTrips: setting('BENCH_ROUND_TRIPS', 50),
  latencyMs: Number(process.env.BENCH_LATENCY_MS ?? 0) || 0,
};

const log = (line: string) => console.log(`[bench] ${line}`);

function git(...args: string[]): string {
  try {
    return execFileSync('git', args, { cwd: PROJECT_ROOT, encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
}

/** Runs one phase; a failure is recorded and the bench goes on with the next. */
async function phase(results: BenchResults, name: string, run: () => Promise<void>): Promise<void> {
  const started = performance.now();
  log(`${name}…`);
  try {
    await run();
    log(`${name}: ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } catch (error) {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    results.errors.push({ phase: name, message });
    log(`${name} FAILED: ${message}`);
  }
}

/** The large-seed phase: both builds against stores of 10,000 products. */
async function largeSeedPhase(browser: Browser, targets: Targets, results: BenchResults) {
  results.keystrokes = {};
  const simulator = await targets.restartSimulator('large');
  results.keystrokes.real = await measureKeystrokes(browser, targets.app.real.site, {
    keys: settings.keystrokes,
    seedLabel: 'SIMULATOR_SEED=large',
    topUp: async (_page: Page, missing: number) => {
      const answer = await fetch(`${simulator.url}/__simulator/seed-bulk?count=${missing}`, {
        method: 'POST',
      });
      return answer.ok;
    },
  });
  log(`keystrokes, real API: ${results.keystrokes.real.products} products`);

  // Only keystrokes are measured on it: gzip is enough, brotli 11 would cost half a minute.
  const large = await prepareSimulatorBuild(targets, 'sim-large', 'large', false);
  try {
    results.keystrokes.sim = await measureKeystrokes(browser, large.site, {
      keys: settings.keystrokes,
      seedLabel: 'VITE_SIMULATOR_SEED=large',
      topUp: (page: Page, missing: number) =>
        page.evaluate(async (count) => {
          const answer = await fetch(`/__simulator/seed-bulk?count=${count}`, { method: 'POST' });
          return answer.ok;
        }, missing),
    });
    log(`keystrokes, simulator: ${results.keystrokes.sim.products} products`);
  } finally {
    await large.close();
  }
}

async function main(): Promise<number> {
  const started = performance.now();
  const results: BenchResults = {
    startedAt: new Date().toISOString(),
    durationSeconds: 0,
    commit: git('rev-parse', '--short', 'HEAD'),
    uncommittedFiles: git('status', '--porcelain').split('\n').filter(Boolean).length,
    machine: { cpus: os.cpus().length, loadAverage: os.loadavg(), node: process.version },
    settings,
    errors: [],
  };
  const targets = await prepareTargets({ floor: true, brotli: true, log });
  const browser = await launchChromium();
  let browserOpen = true;
  const closeBrowser = async () => {
    if (browserOpen) await browser.close();
    browserOpen = false;
  };
  try {
    const { real, sim } = targets.app;
    const floor = targets.floor!;
    await phase(results, 'sizes', async () => {
      results.sizes = await measureSizes(browser, targets);
    });
    await phase(results, 'sign-in page loads', async () => {
      results.login = {
        real: await measureLogin(browser, real.site, '/auth/login', settings.loadRuns),
        sim: await measureLogin(browser, sim.site, '/auth/login', settings.loadRuns),
        floor: await measureLogin(browser, floor.site, '/', settings.loadRuns),
      };
    });
    await phase(results, 'first sign-in of a fresh browser', async () => {
      results.firstSignIn = {
        real: await measureFirstSignIn(browser, real.site, settings.loadRuns),
        sim: await measureFirstSignIn(browser, sim.site, settings.loadRuns),
      };
    });
    await phase(results, 'product list loads', async () => {
      results.productList = {
        real: await measureProductList(browser, real.site, settings.loadRuns),
        sim: await measureProductList(browser, sim.site, settings.loadRuns),
      };
    });
    await phase(results, 'side-nav route changes and heap', async () => {
      results.navigation = {
        real: await measureNavigation(browser, real.site, settings.roundTrips),
        sim: await measureNavigation(browser, sim.site, settings.roundTrips),
      };
    });
    await phase(results, 'keystrokes at 10,000 products', () =>
      largeSeedPhase(browser, targets, results),
    );
    // Lighthouse starts its own Chromium: nothing else runs beside it.
    await closeBrowser();
    await phase(results, 'Lighthouse', async () => {
      results.lighthouse = {
        real: await runLighthouse(`${real.site.url}/auth/login`, settings.lighthouseRuns),
        sim: await runLighthouse(`${sim.site.url}/auth/login`, settings.lighthouseRuns),
        floor: await runLighthouse(`${floor.site.url}/`, settings.lighthouseRuns),
      };
    });
  } finally {
    await closeBrowser();
    await targets.close();
  }

  results.targets = targetRows(results);
  results.durationSeconds = Math.round((performance.now() - started) / 1000);
  await mkdir(RESULTS_DIR, { recursive: true });
  const json = `${JSON.stringify(results, null, 2)}\n`;
  const stamp = results.startedAt.replace(/[:.]/g, '-');
  await writeFile(path.join(RESULTS_DIR, `bench-${stamp}.json`), json);
  await writeFile(path.join(RESULTS_DIR, 'latest.json'), json);

  console.log('');
  console.log(formatReport(results));
  console.log('');
  console.log(
    `Commit ${results.commit || '?'}${results.uncommittedFiles ? ` + ${results.uncommittedFiles} uncommitted files` : ''}; ` +
      `${results.machine.cpus} CPUs, load ${results.machine.loadAverage.map((l) => l.toFixed(1)).join(' ')} at start; ` +
      `${results.durationSeconds} s. JSON: bench-results/bench-${stamp}.json`,
  );
  if (results.errors.length > 0) {
    console.log(
      `Phases that failed: ${results.errors.map((e) => e.phase).join(', ')} (details above and in the JSON).`,
    );
    return 1;
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('[bench] crashed:', error);
    process.exit(1);
  },
);
