import type { Browser, CDPSession, Page } from '@playwright/test';
import { inSignedInPage, waitForNetworkQuiet, type Site } from './browser';
import type { ProbeResult } from './probes';
import { median, percentile } from './stats';

/**
 * Route changes through the side navigation, and the JS heap they leave behind.
 *
 * A round trip goes from the first side-nav page (the home of the trips) to another one and
 * back, the other one cycling through every enabled link. Each click is timed from its click
 * event to the first frame showing the new page's heading (an h1 that differs from the one
 * before). The heap (used JS heap after a forced garbage collection) is read before the first
 * trip, after the first cycle over every link (every page's code loaded once) and at the end.
 */
export interface NavigationReport {
  links: string[];
  roundTrips: number;
  samples: number[];
  median: number;
  p95: number;
  timeouts: number;
  heap: { startMB: number; afterFirstCycleMB: number; endMB: number };
}

const NAV = 'nav[aria-label="Main navigation"]';

async function usedHeapMB(page: Page, cdp: CDPSession): Promise<number> {
  await waitForNetworkQuiet(page, 500, 5000);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize / 1e6;
}

/** Clicks the side-nav link and waits for the new heading; null when it did not come in 15 s. */
async function timedClick(page: Page, label: string): Promise<number | null> {
  const previous = await page.evaluate(() => window.__bench!.heading());
  await page.evaluate((heading) => window.__bench!.armNavigation(heading), previous);
  await page.locator(NAV).getByRole('link', { name: label, exact: true }).click();
  try {
    await page.waitForFunction(() => window.__bench?.result?.paintedAt != null, undefined, {
      timeout: 15_000,
      polling: 20,
    });
  } catch {
    return null;
  }
  const result = (await page.evaluate(() => window.__bench!.result)) as ProbeResult;
  return result.paintedAt! - result.startAt!;
}

export async function measureNavigation(
  browser: Browser,
  site: Site,
  roundTrips: number,
): Promise<NavigationReport> {
  return inSignedInPage(browser, site, async ({ page, cdp }) => {
    // The menu's items (the version link under the menu is not one).
    const links = (await page.locator(`${NAV} li a[href]`).allTextContents())
      .map((t) => t.trim())
      .filter(Boolean);
    if (links.length < 2) throw new Error(`The side navigation has ${links.length} links`);
    const [home, ...others] = links;
    await timedClick(page, home);

    const startMB = await usedHeapMB(page, cdp);
    let afterFirstCycleMB = Number.NaN;
    const samples: number[] = [];
    let timeouts = 0;
    const record = (ms: number | null) => (ms === null ? (timeouts += 1) : samples.push(ms));
    for (let trip = 0; trip < roundTrips; trip += 1) {
      record(await timedClick(page, others[trip % others.length]));
      record(await timedClick(page, home));
      if (trip === others.length - 1) afterFirstCycleMB = await usedHeapMB(page, cdp);
    }
    const endMB = await usedHeapMB(page, cdp);
    return {
      links,
      roundTrips,
      samples,
      median: median(samples),
      p95: percentile(samples, 95),
      timeouts,
      heap: { startMB, afterFirstCycleMB, endMB },
    };
  });
}
