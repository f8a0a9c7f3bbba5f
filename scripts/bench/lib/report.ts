import { kB } from './chunks';
import type { LoadSummary } from './loadTimings';
import type { BenchResults, TargetRow } from './results';
import type { RouteKey } from './routeScripts';
import { fmtKb, fmtMs, fmtRatio, formatTable, type Row } from './table';

/**
 * The bench's one table: sizes, the issue's target rows (with target and pass/miss beside
 * each), then the timings. Columns: real-API build, simulator build, floor page.
 */
const verdict = (pass: boolean | null) => (pass === null ? 'n/a' : pass ? 'pass' : 'miss');
const ratio = (a: number | undefined, b: number | undefined) =>
  a === undefined || b === undefined || !(b > 0) ? Number.NaN : a / b;
const ok = (value: number, limit: number) => (Number.isFinite(value) ? value <= limit : null);
const both = (a: boolean | null, b: boolean | null) => (a === null || b === null ? null : a && b);

/** The issue's table, computed from what was measured. */
export function targetRows(r: BenchResults): TargetRow[] {
  const s = r.sizes;
  const floorJs = s?.floor ? kB(s.floor.gzipBytes) : Number.NaN;
  const realLogin = s ? kB(s.real.routes.login.gzipBytes) : Number.NaN;
  const simExtra = s ? kB(s.sim.routes.login.gzipBytes) - realLogin : Number.NaN;
  const simExtraEarly = s
    ? kB(s.sim.routes.login.beforeScreen.gzipBytes - s.real.routes.login.beforeScreen.gzipBytes)
    : Number.NaN;
  const productsJs = s ? kB(s.real.routes.products.gzipBytes) : Number.NaN;
  const loginRatio = ratio(r.login?.sim?.cold.ready, r.login?.real?.cold.ready);
  const reloadRatio = ratio(r.productList?.sim?.reload.ready, r.productList?.real?.reload.ready);
  const firstSignInRatio = ratio(r.firstSignIn?.sim?.median, r.firstSignIn?.real?.median);
  const lhReal = r.lighthouse?.real?.score ?? Number.NaN;
  const lhFloor = r.lighthouse?.floor?.score ?? Number.NaN;
  const lhSimTbt = r.lighthouse?.sim?.tbt ?? Number.NaN;
  const keysReal = r.keystrokes?.real?.median ?? Number.NaN;
  const keysSim = r.keystrokes?.sim?.median ?? Number.NaN;
  const products = r.keystrokes?.sim?.products ?? r.keystrokes?.real?.products;
  return [
    {
      what: 'JS gzip /auth/login, real-API build vs floor',
      value: `${fmtKb(realLogin)} = ${fmtRatio(realLogin / floorJs)} floor (${fmtKb(floorJs)})`,
      target: '<= 1.30x floor',
      pass: ok(realLogin / floorJs, 1.3),
    },
    {
      what: 'JS /auth/login, simulator build: extra before the form shows',
      value: `+${fmtKb(simExtraEarly)} (whole load: +${fmtKb(simExtra)})`,
      target: '<= 150 kB',
      pass: ok(simExtraEarly, 150),
    },
    {
      what: 'JS gzip full load /space/products, real-API build',
      value: fmtKb(productsJs),
      target: '<= 350 kB',
      pass: ok(productsJs, 350),
    },
    {
      what: 'time to login form, cold: simulator / real-API',
      value: `${fmtMs(r.login?.sim?.cold.ready)} / ${fmtMs(r.login?.real?.cold.ready)} = ${fmtRatio(loginRatio)}`,
      target: 'sim <= 1.2x real',
      pass: ok(loginRatio, 1.2),
    },
    {
      what: 'first sign-in, fresh browser (click -> dashboard): simulator / real-API',
      value: `${fmtMs(r.firstSignIn?.sim?.median)} / ${fmtMs(r.firstSignIn?.real?.median)} = ${fmtRatio(firstSignInRatio)}`,
      target: 'sim <= 1.5x real',
      pass: ok(firstSignInRatio, 1.5),
    },
    {
      what: 'full reload /space/products: simulator / real-API',
      value: `${fmtMs(r.productList?.sim?.reload.ready)} / ${fmtMs(r.productList?.real?.reload.ready)} = ${fmtRatio(reloadRatio)}`,
      target: 'sim <= 1.2x real',
      pass: ok(reloadRatio, 1.2),
    },
    {
      what: 'Lighthouse mobile perf /auth/login, real-API build',
      value: `${Number.isFinite(lhReal) ? lhReal.toFixed(2) : 'n/a'} (floor ${Number.isFinite(lhFloor) ? lhFloor.toFixed(2) : 'n/a'})`,
      target: '>= 0.95 and >= floor',
      pass:
        Number.isFinite(lhReal) && Number.isFinite(lhFloor)
          ? lhReal >= 0.95 && lhReal >= lhFloor
          : null,
    },
    {
      what: 'Lighthouse mobile TBT /auth/login, simulator build',
      value: fmtMs(lhSimTbt),
      target: '<= 300 ms',
      pass: ok(lhSimTbt, 300),
    },
    {
      what: `keystroke -> painted hits, median (${products?.toLocaleString('en') ?? '?'} products)`,
      value: `real ${fmtMs(keysReal)}, sim ${fmtMs(keysSim)}`,
      target: '<= 100 ms (both)',
      pass: both(ok(keysReal, 100), ok(keysSim, 100)),
    },
  ];
}

const ROUTE_LABELS: Record<RouteKey, string> = {
  login: '/auth/login (signed out)',
  dashboard: '/dashboard',
  products: '/space/products',
  wizard: '/space/products/new (product wizard)',
};

function sizeRows(r: BenchResults): Row[] {
  const s = r.sizes;
  if (!s) return [['JS sizes: not measured']];
  const floor = s.floor ? s.floor.gzipBytes : Number.NaN;
  const cell = (bytes: number) => `${fmtKb(kB(bytes))} (${fmtRatio(bytes / floor)})`;
  const rows: Row[] = [['JS gzip loaded by a full load (ratio to the floor page)']];
  for (const key of Object.keys(ROUTE_LABELS) as RouteKey[]) {
    rows.push([
      ROUTE_LABELS[key],
      cell(s.real.routes[key].gzipBytes),
      cell(s.sim.routes[key].gzipBytes),
      key === 'login' && s.floor ? fmtKb(kB(floor)) : '',
    ]);
    if (key === 'login')
      rows.push([
        '  of which arrived before the form showed',
        fmtKb(kB(s.real.routes.login.beforeScreen.gzipBytes)),
        fmtKb(kB(s.sim.routes.login.beforeScreen.gzipBytes)),
        s.floor ? fmtKb(kB(s.floor.beforeScreen.gzipBytes)) : '',
      ]);
  }
  const chunk = (mode: 'real' | 'sim') => {
    const c = s[mode].largestRouteChunk;
    return c ? `${fmtKb(kB(c.gzipBytes))} ${c.source.replace(/^.*\//, '')}` : 'none';
  };
  rows.push(['largest route-only chunk', chunk('real'), chunk('sim'), '']);
  return rows;
}

function loadRow(
  label: string,
  pick: (t: LoadSummary) => number,
  cells: (LoadSummary | undefined)[],
): Row {
  return [label, ...cells.map((t) => (t ? fmtMs(pick(t)) : 'n/a'))];
}

/**
 * Two rows per way of loading `path`: when it first showed content, and when it was `readyName`
 * (usable); each cell one build's median.
 */
function loadRows(
  path: string,
  loads: [name: string, cells: (LoadSummary | undefined)[]][],
  readyName: string,
): Row[] {
  return loads.flatMap(([name, cells]) => [
    loadRow(`${path} ${name}: first content`, (t) => t.fcp, cells),
    loadRow(`${path} ${name}: ${readyName}`, (t) => t.ready, cells),
  ]);
}

function timingRows(r: BenchResults): Row[] {
  const runs = r.settings.loadRuns;
  const login = [r.login?.real, r.login?.sim, r.login?.floor];
  const list = [r.productList?.real, r.productList?.sim];
  const rows: Row[] = [[`Timings (median of ${runs} runs; ms from navigation start)`]];
  rows.push(
    ...loadRows(
      '/auth/login',
      [
        ['cold', login.map((l) => l?.cold)],
        ['reload', login.map((l) => l?.warm)],
      ],
      'form usable',
    ),
  );
  rows.push([
    'first sign-in, fresh browser: click on Sign in -> dashboard',
    ...[r.firstSignIn?.real, r.firstSignIn?.sim].map((t) =>
      t ? `${fmtMs(t.median)} (${t.samples.map((v) => fmtMs(v)).join(', ')})` : 'n/a',
    ),
  ]);
  rows.push(
    ...loadRows(
      '/space/products',
      [
        ['empty cache', list.map((l) => l?.emptyCache)],
        ['reload', list.map((l) => l?.reload)],
      ],
      'first row',
    ),
  );

  const keys = [r.keystrokes?.real, r.keystrokes?.sim];
  rows.push([
    `keystroke -> painted hits, median / p95 (${r.settings.keystrokes} keys)`,
    ...keys.map((k) =>
      k
        ? `${fmtMs(k.median)} / ${fmtMs(k.p95)}${k.timeouts ? ` (${k.timeouts} timed out)` : ''}`
        : 'n/a',
    ),
  ]);
  rows.push([
    '  products in the list; how seeded',
    ...keys.map((k) => (k ? `${k.products.toLocaleString('en')}; ${k.seededBy}` : 'n/a')),
  ]);
  const nav = [r.navigation?.real, r.navigation?.sim];
  rows.push([
    `side-nav route change, median / p95 (${r.settings.roundTrips * 2} clicks)`,
    ...nav.map((n) =>
      n
        ? `${fmtMs(n.median)} / ${fmtMs(n.p95)}${n.timeouts ? ` (${n.timeouts} timed out)` : ''}`
        : 'n/a',
    ),
  ]);
  rows.push([
    `JS heap after ${r.settings.roundTrips} round trips (start -> end)`,
    ...nav.map((n) =>
      n
        ? `${n.heap.startMB.toFixed(1)} -> ${n.heap.endMB.toFixed(1)} MB (${n.heap.endMB >= n.heap.startMB ? '+' : ''}${(n.heap.endMB - n.heap.startMB).toFixed(1)})`
        : 'n/a',
    ),
  ]);
  const lh = [r.lighthouse?.real, r.lighthouse?.sim, r.lighthouse?.floor];
  rows.push([`Lighthouse mobile, /auth/login (median of ${r.settings.lighthouseRuns})`]);
  rows.push(['  performance score', ...lh.map((l) => (l ? l.score.toFixed(2) : 'n/a'))]);
  rows.push(['  first contentful paint', ...lh.map((l) => fmtMs(l?.fcp))]);
  rows.push(['  largest contentful paint', ...lh.map((l) => fmtMs(l?.lcp))]);
  rows.push(['  total blocking time', ...lh.map((l) => fmtMs(l?.tbt))]);
  return rows;
}

export function formatReport(r: BenchResults): string {
  const rows: Row[] = [...sizeRows(r)];
  rows.push(["The issue's targets (reported, not asserted)"]);
  for (const t of r.targets ?? []) rows.push([t.what, t.value, '', '', t.target, verdict(t.pass)]);
  rows.push(...timingRows(r));
  return formatTable(
    ['measure', 'real-API build', 'simulator build', 'floor', 'target', 'result'],
    rows,
  );
}
