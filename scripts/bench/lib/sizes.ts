import type { Browser } from '@playwright/test';
import type { AppMode } from './builds';
import { largestRouteOnlyChunk, type RouteOnlyChunk } from './chunks';
import { measureRouteScripts, ROUTES, type RouteKey, type RouteScriptSet } from './routeScripts';
import type { Target, Targets } from './targets';

/** JS gzip per route of one build, and its largest route-only chunk. */
export interface BuildSizes {
  routes: Record<RouteKey, RouteScriptSet>;
  largestRouteChunk: RouteOnlyChunk | null;
}

export interface SizeReport {
  real: BuildSizes;
  sim: BuildSizes;
  /** The floor page's JS (loaded at /), when it was built. */
  floor: RouteScriptSet | null;
}

async function measureBuild(browser: Browser, target: Target): Promise<BuildSizes> {
  const routes = (await measureRouteScripts(browser, target.site, target.build.dir)) as Record<
    RouteKey,
    RouteScriptSet
  >;
  for (const route of ROUTES)
    if (!routes[route.key]) throw new Error(`No scripts measured for ${route.path}`);
  return {
    routes,
    largestRouteChunk: largestRouteOnlyChunk(target.build.dir, target.build.manifest),
  };
}

/** The one place sizes are measured: `npm run bench` and `npm run budgets` both call it. */
export async function measureSizes(browser: Browser, targets: Targets): Promise<SizeReport> {
  const byMode = {} as Record<AppMode, BuildSizes>;
  for (const mode of ['real', 'sim'] as const)
    byMode[mode] = await measureBuild(browser, targets.app[mode]);
  let floor: RouteScriptSet | null = null;
  if (targets.floor) {
    const floorRoutes = await measureRouteScripts(
      browser,
      targets.floor.site,
      targets.floor.build.dir,
      [{ key: 'login', path: '/', mark: 'loginForm', signedIn: false }],
    );
    floor = floorRoutes.login ?? null;
  }
  return { ...byMode, floor };
}
