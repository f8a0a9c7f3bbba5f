import type { Browser, Page } from '@playwright/test';
import {
  firstContentfulPaint,
  newContext,
  openPage,
  signIn,
  waitForReady,
  type Site,
} from './browser';
import type { ReadyMark } from './probes';
import { median } from './stats';

/**
 * Page-load timings, each from the navigation's start (performance.now() in the page):
 * first contentful paint, and "ready" = the first frame in which the screen can be used (the
 * login form's Email field shown and enabled; the product list's first row painted).
 */
export interface LoadSample {
  fcp: number | null;
  ready: number;
}

export interface LoadSummary {
  fcp: number;
  ready: number;
  samples: LoadSample[];
}

export function summarise(samples: LoadSample[]): LoadSummary {
  return {
    fcp: median(samples.map((s) => s.fcp ?? Number.NaN)),
    ready: median(samples.map((s) => s.ready)),
    samples,
  };
}

/**
 * Nothing is seen before the page's first contentful paint, so "ready" is never earlier (with a
 * software compositor the first frame reaches the screen well after the page drew it).
 */
async function sample(
  page: Page,
  mark: ReadyMark,
  navigate: () => Promise<unknown>,
): Promise<LoadSample> {
  await navigate();
  const drawn = await waitForReady(page, mark);
  const fcp = await firstContentfulPaint(page);
  return { ready: Math.max(drawn, fcp ?? 0), fcp };
}

export interface LoginTimings {
  /** A first visit: new context, so empty HTTP cache and storage. */
  cold: LoadSummary;
  /** A reload of that page: scripts from the HTTP cache, storage kept. */
  warm: LoadSummary;
}

/** `runs` cold visits of the sign-in page, each followed by a reload. */
export async function measureLogin(
  browser: Browser,
  site: Site,
  path: string,
  runs: number,
): Promise<LoginTimings> {
  const cold: LoadSample[] = [];
  const warm: LoadSample[] = [];
  for (let i = 0; i < runs; i += 1) {
    const context = await newContext(browser);
    try {
      const { page } = await openPage(context, site);
      cold.push(
        await sample(page, 'loginForm', () =>
          page.goto(`${site.url}${path}`, { waitUntil: 'commit' }),
        ),
      );
      warm.push(await sample(page, 'loginForm', () => page.reload({ waitUntil: 'commit' })));
    } finally {
      await context.close();
    }
  }
  return { cold: summarise(cold), warm: summarise(warm) };
}

export interface ProductListTimings {
  /** Signed in, HTTP cache emptied first (a returning user after a deploy); storage kept. */
  emptyCache: LoadSummary;
  /** A full reload of the list: what the issue compares between the two builds. */
  reload: LoadSummary;
}

/** Signed in once; then `runs` loads of /space/products with an empty cache and `runs` reloads. */
export async function measureProductList(
  browser: Browser,
  site: Site,
  runs: number,
): Promise<ProductListTimings> {
  const context = await newContext(browser);
  try {
    const { page, cdp } = await openPage(context, site);
    await signIn(page, site.url);
    const url = `${site.url}/space/products`;
    await page.goto(url);
    await waitForReady(page, 'productRow');
    const emptyCache: LoadSample[] = [];
    const reload: LoadSample[] = [];
    for (let i = 0; i < runs; i += 1) {
      await cdp.send('Network.clearBrowserCache');
      emptyCache.push(
        await sample(page, 'productRow', () => page.goto(url, { waitUntil: 'commit' })),
      );
      reload.push(await sample(page, 'productRow', () => page.reload({ waitUntil: 'commit' })));
    }
    return { emptyCache: summarise(emptyCache), reload: summarise(reload) };
  } finally {
    await context.close();
  }
}
