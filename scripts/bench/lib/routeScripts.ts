import type { Browser, BrowserContext, Page, Request } from '@playwright/test';
import { newContext, openPage, signIn, waitForReady, waitForSettled, type Site } from './browser';
import { scriptSet, type ScriptSet } from './chunks';
import type { ReadyMark } from './probes';

export type RouteKey = 'login' | 'dashboard' | 'products' | 'wizard';

export interface RouteSpec {
  key: RouteKey;
  path: string;
  /** The probe mark that says the screen is there (the load is then followed until it settles). */
  mark: ReadyMark;
  signedIn: boolean;
}

/**
 * The routes whose JavaScript is weighed: a full load of each (a new tab opening the URL). The
 * paths are the features' (src/core/navigation/navigator.ts PATHS, src/features/products/paths.ts).
 */
export const ROUTES: readonly RouteSpec[] = [
  { key: 'login', path: '/auth/login', mark: 'loginForm', signedIn: false },
  { key: 'dashboard', path: '/dashboard', mark: 'dashboard', signedIn: true },
  { key: 'products', path: '/space/products', mark: 'productRow', signedIn: true },
  { key: 'wizard', path: '/space/products/new', mark: 'wizardDetails', signedIn: true },
];

/** A route's JS: all of it (deterministic, budgeted) and the part that arrived before its screen. */
export interface RouteScriptSet extends ScriptSet {
  /** Timing-dependent: reported by the bench, never budgeted. */
  beforeScreen: ScriptSet;
}

/**
 * Every JavaScript file the browser fetched from the site for the route (page scripts, dynamic
 * imports, modulepreloads, workers: any response served as JavaScript, seen at the context so
 * service-worker and worker fetches count), plus the page's service worker script itself, each
 * with the wall-clock time its response ended. The load is followed until it settles.
 */
async function scriptsFetchedFor(
  context: BrowserContext,
  page: Page,
  siteUrl: string,
  route: RouteSpec,
): Promise<{ files: Map<string, number>; screenAt: number }> {
  const files = new Map<string, number>();
  const pending: Promise<void>[] = [];
  const onFinished = (request: Request) => {
    const url = request.url();
    if (!url.startsWith(`${siteUrl}/`)) return;
    pending.push(
      (async () => {
        const response = await request.response();
        if (!/javascript/.test((await response?.headerValue('content-type')) ?? '')) return;
        const timing = request.timing();
        const end =
          timing.startTime > 0 && timing.responseEnd >= 0
            ? timing.startTime + timing.responseEnd
            : Date.now();
        const path = new URL(url).pathname;
        files.set(path, Math.min(end, files.get(path) ?? Infinity));
      })().catch(() => undefined),
    );
  };
  context.on('requestfinished', onFinished);
  try {
    await page.goto(`${siteUrl}${route.path}`, { waitUntil: 'commit' });
    const ready = await waitForReady(page, route.mark);
    const screenAt = (await page.evaluate(() => performance.timeOrigin)) + ready;
    await waitForSettled(page);
    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker?.getRegistration();
      const active = registration?.active ?? registration?.waiting ?? registration?.installing;
      return active?.scriptURL ?? null;
    });
    await Promise.all(pending);
    // The service worker's own script is fetched by the browser, outside any page.
    if (worker?.startsWith(`${siteUrl}/`)) {
      const path = new URL(worker).pathname;
      if (!files.has(path)) files.set(path, screenAt);
    }
    return { files, screenAt };
  } finally {
    context.off('requestfinished', onFinished);
  }
}

async function measureOne(
  context: BrowserContext,
  page: Page,
  site: Site,
  siteDir: string,
  route: RouteSpec,
): Promise<RouteScriptSet> {
  const { files, screenAt } = await scriptsFetchedFor(context, page, site.url, route);
  const early = [...files].filter(([, end]) => end <= screenAt).map(([path]) => path);
  return { ...scriptSet(siteDir, files.keys()), beforeScreen: scriptSet(siteDir, early) };
}

export type RouteScripts = Record<RouteKey, RouteScriptSet>;

/**
 * The JS each route loads on a full load, its gzip size taken from the build folder. The login
 * is opened signed out in a fresh context; the others in new tabs of a signed-in context with
 * the HTTP cache off, so every script is fetched (and seen) again.
 */
export async function measureRouteScripts(
  browser: Browser,
  site: Site,
  siteDir: string,
  routes: readonly RouteSpec[] = ROUTES,
): Promise<Partial<RouteScripts>> {
  const result: Partial<RouteScripts> = {};
  for (const route of routes.filter((r) => !r.signedIn)) {
    const signedOut = await newContext(browser);
    try {
      const { page } = await openPage(signedOut, site);
      result[route.key] = await measureOne(signedOut, page, site, siteDir, route);
    } finally {
      await signedOut.close();
    }
  }

  const signedInRoutes = routes.filter((r) => r.signedIn);
  if (signedInRoutes.length === 0) return result;
  const context = await newContext(browser);
  try {
    const first = await openPage(context, site);
    await signIn(first.page, site.url);
    // Only the measured tab may fetch while it is measured.
    await first.page.close();
    for (const route of signedInRoutes) {
      const { page, cdp } = await openPage(context, site);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      result[route.key] = await measureOne(context, page, site, siteDir, route);
      await page.close();
    }
  } finally {
    await context.close();
  }
  return result;
}
