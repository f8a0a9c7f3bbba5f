import type { Browser, Page } from '@playwright/test';
import {
  DEMO_EMAIL,
  DEMO_PASSWORD,
  firstContentfulPaint,
  inFreshPage,
  inSignedInPage,
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
    await inFreshPage(browser, site, async ({ page }) => {
      cold.push(
        await sample(page, 'loginForm', () =>
          page.goto(`${site.url}${path}`, { waitUntil: 'commit' }),
        ),
      );
      warm.push(await sample(page, 'loginForm', () => page.reload({ waitUntil: 'commit' })));
    });
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
  return inSignedInPage(browser, site, async ({ page, cdp }) => {
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
  });
}

export interface FirstSignInTimings {
  /** ms from the click on Sign in to the dashboard's first frame, one per run. */
  samples: number[];
  median: number;
}

/**
 * A new user's first sign-in, `runs` times: a fresh context (empty cache and storage: the
 * simulator build has no database yet), the sign-in page until its form is usable, both fields
 * filled (the first focus starts the in-page simulator), then the time from the click on Sign in
 * (the click event's time) to the first frame showing the dashboard.
 */
export async function measureFirstSignIn(
  browser: Browser,
  site: Site,
  runs: number,
): Promise<FirstSignInTimings> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    await inFreshPage(browser, site, async ({ page }) => {
      await page.goto(`${site.url}/auth/login`, { waitUntil: 'commit' });
      await waitForReady(page, 'loginForm');
      await page.getByLabel('Email').fill(DEMO_EMAIL);
      await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      await page.evaluate(() => {
        const clicked = window as { signInClickAt?: number };
        window.addEventListener('click', (event) => (clicked.signInClickAt ??= event.timeStamp), {
          capture: true,
          once: true,
        });
      });
      await page.getByRole('button', { name: 'Sign in' }).click();
      const dashboard = await waitForReady(page, 'dashboard');
      const clickAt = await page.evaluate(
        () => (window as { signInClickAt?: number }).signInClickAt ?? Number.NaN,
      );
      samples.push(dashboard - clickAt);
    });
  }
  return { samples, median: median(samples) };
}
