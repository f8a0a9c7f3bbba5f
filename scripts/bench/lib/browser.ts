import {
  chromium,
  type Browser,
  type BrowserContext,
  type CDPSession,
  type Page,
} from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../../../tests/e2e/chromium';
import { DEMO_PASSWORD } from '../../../tests/support/constants';
import { installProbes, type ReadyMark } from './probes';

/** The browser tests' Chromium and flags (tests/e2e/chromium.ts); CHROME_PATH may point elsewhere. */
export const CHROMIUM_PATH = process.env.CHROME_PATH || CHROMIUM_EXECUTABLE;
export { CHROMIUM_ARGS };

export const DEMO_EMAIL = 'owner@demo.test';
/** The password of every demo account (tests/support/constants.ts, from the seed). */
export { DEMO_PASSWORD };

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

export interface Site {
  /** The static server's origin. */
  url: string;
  /**
   * Real-API builds only: the HTTP simulator that stands in for the hosted search service. The
   * build asks `https://<app id>-dsn.algolia.net`, which this machine cannot reach; the bench
   * answers those requests from the simulator's /1/indexes endpoints (in the simulator build the
   * simulator answers them in the page, as for a developer).
   */
  searchBackend?: string;
}

/** A fresh context: empty cache, cookies and storage; the probes installed in every page. */
export async function newContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // tsx (esbuild) wraps named functions in a `__name` helper that the page does not have:
  // without it every function sent to the page would throw.
  await context.addInitScript({ content: 'globalThis.__name ??= (fn) => fn;' });
  await context.addInitScript(installProbes);
  return context;
}

export interface BenchPage {
  page: Page;
  cdp: CDPSession;
}

/**
 * A page with a CDP session. Search requests are answered through CDP's Fetch domain with a URL
 * pattern (Playwright's own routing would switch the HTTP cache off, and warm reloads need it).
 */
export async function openPage(context: BrowserContext, site: Site): Promise<BenchPage> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (site.searchBackend) await forwardSearch(cdp, site.searchBackend);
  return { page, cdp };
}

/** Runs `measure` on a page of a fresh context (empty cache and storage), then closes it. */
export async function inFreshPage<T>(
  browser: Browser,
  site: Site,
  measure: (bench: BenchPage) => Promise<T>,
): Promise<T> {
  const context = await newContext(browser);
  try {
    return await measure(await openPage(context, site));
  } finally {
    await context.close();
  }
}

/** As inFreshPage, with the demo owner signed in before `measure` starts. */
export function inSignedInPage<T>(
  browser: Browser,
  site: Site,
  measure: (bench: BenchPage) => Promise<T>,
): Promise<T> {
  return inFreshPage(browser, site, async (bench) => {
    await signIn(bench.page, site.url);
    return measure(bench);
  });
}

async function forwardSearch(cdp: CDPSession, backend: string) {
  cdp.on('Fetch.requestPaused', (event) => {
    void (async () => {
      const { request, requestId } = event;
      try {
        const source = new URL(request.url);
        const headers = Object.fromEntries(
          Object.entries(request.headers).filter(
            ([name]) => !/^(host|origin|referer)$/i.test(name),
          ),
        );
        const answer = await fetch(`${backend}${source.pathname}${source.search}`, {
          method: request.method,
          headers,
          body:
            request.method === 'GET' || request.method === 'HEAD' ? undefined : request.postData,
        });
        const body = Buffer.from(await answer.arrayBuffer());
        // The service answers any origin. (The HTTP simulator's CORS layer and its search
        // handler both add the header; two values would fail the browser's CORS check.)
        const responseHeaders = [...answer.headers.entries()]
          .filter(
            ([name]) =>
              !/^(content-encoding|content-length|transfer-encoding|connection|access-control-allow-origin)$/i.test(
                name,
              ),
          )
          .map(([name, value]) => ({ name, value }));
        responseHeaders.push({ name: 'Access-Control-Allow-Origin', value: '*' });
        await cdp.send('Fetch.fulfillRequest', {
          requestId,
          responseCode: answer.status,
          responseHeaders,
          body: body.toString('base64'),
        });
      } catch (error) {
        if (process.env.BENCH_DEBUG) console.error('search forwarding failed', request.url, error);
        await cdp.send('Fetch.failRequest', { requestId, errorReason: 'Failed' }).catch(() => {});
      }
    })();
  });
  await cdp.send('Fetch.enable', {
    patterns: [{ urlPattern: '*algolia.net/*', requestStage: 'Request' }],
  });
}

/** Waits for the probe's mark; returns its time (ms from the navigation's start). */
export async function waitForReady(
  page: Page,
  mark: ReadyMark,
  timeout = 120_000,
): Promise<number> {
  const handle = await page.waitForFunction((name) => window.__bench?.ready[name], mark, {
    timeout,
    polling: 50,
  });
  return (await handle.jsonValue()) as number;
}

/** First contentful paint of the current document (ms from the navigation's start). */
export async function firstContentfulPaint(page: Page): Promise<number | null> {
  return page.evaluate(async () => {
    for (let i = 0; i < 50; i += 1) {
      const entry = performance.getEntriesByName('first-contentful-paint')[0];
      if (entry) return entry.startTime;
      await new Promise((r) => setTimeout(r, 100));
    }
    return null;
  });
}

/**
 * Waits until the page has had no request in flight for `quietMs` (chunks loaded after the
 * screen shows, such as a lazy widget, count towards the route); gives up after `maxMs`
 * (a poll can keep the network busy for ever).
 */
export async function waitForNetworkQuiet(
  page: Page,
  quietMs = 800,
  maxMs = 10_000,
): Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  const started = () => {
    inFlight += 1;
    lastChange = Date.now();
  };
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  const deadline = Date.now() + maxMs;
  try {
    while (Date.now() < deadline) {
      if (inFlight === 0 && Date.now() - lastChange >= quietMs) return;
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/**
 * Waits until the page has settled: no request for a while, then an idle main thread, then
 * still no new request (a chunk asked for once the main thread is free, such as the simulator
 * menu after the store opened, still counts). Gives up after `maxMs`.
 */
export async function waitForSettled(page: Page, maxMs = 30_000): Promise<void> {
  const deadline = Date.now() + maxMs;
  let requests = 0;
  const count = () => (requests += 1);
  page.on('request', count);
  try {
    for (;;) {
      await waitForNetworkQuiet(page, 1000, Math.max(1000, deadline - Date.now()));
      const before = requests;
      await page.evaluate(
        () =>
          new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 10_000 })),
      );
      await new Promise((r) => setTimeout(r, 500));
      if (requests === before || Date.now() > deadline) return;
    }
  } finally {
    page.off('request', count);
  }
}

/** Signs in through the login form as a person would; resolves on the dashboard. */
export async function signIn(page: Page, siteUrl: string): Promise<void> {
  await page.goto(`${siteUrl}/auth/login`);
  await page.getByLabel('Email').fill(DEMO_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page
    .getByRole('heading', { level: 1, name: /Welcome back/ })
    .waitFor({ state: 'visible', timeout: 180_000 });
}
