import type { Browser, Page } from '@playwright/test';
import { inSignedInPage, waitForReady, type Site } from './browser';
import type { ProbeResult } from './probes';
import { median, percentile } from './stats';

/**
 * Keystroke → painted hits in the product list: type into the search box one character at a
 * time and, for each key, take the time from its keydown to the first frame after the table
 * changed following the answer to that very query (the probe's armKeystroke). Each key waits for
 * its hits before the next one, as a person reading the list would. The debounce the field
 * applies is part of what is measured.
 *
 * The typed text is words from the titles the list shows at first (each word with a different
 * first letter, so no query repeats one the search client has cached), cleared between words.
 */
export interface KeystrokeReport {
  /** The number of products the list said it holds when typing started. */
  products: number;
  /** How the store got there: the large seed, a top-up through /__simulator/seed-bulk, or neither. */
  seededBy: string;
  samples: number[];
  median: number;
  p95: number;
  /** Keys whose answer left the table as it was (counted at the answer's frame). */
  unchanged: number;
  /** Keys with no answer or paint within 10 s: left out of the figures. */
  timeouts: number;
  words: string[];
}

const TARGET_PRODUCTS = 10_000;

/** The count the list's pagination shows ("10,215 products"). */
async function productTotal(page: Page): Promise<number> {
  const text = await page
    .locator('.ant-pagination-total-text')
    .first()
    .textContent({ timeout: 60_000 });
  return Number((text ?? '').replace(/[^\d]/g, '')) || 0;
}

async function openList(page: Page, siteUrl: string): Promise<number> {
  await page.goto(`${siteUrl}/space/products`);
  await waitForReady(page, 'productRow', 180_000);
  return productTotal(page);
}

/** Words to type, taken from the titles on screen: letters only, four or more, new first letters. */
async function wordsToType(page: Page, letters: number): Promise<string[]> {
  const texts = await page.locator('.ant-table-tbody tr[data-row-key] td').allTextContents();
  const words: string[] = [];
  const initials = new Set<string>();
  let total = 0;
  for (const word of texts
    .join(' ')
    .toLowerCase()
    .split(/[^a-z]+/)) {
    if (word.length < 4 || initials.has(word[0])) continue;
    initials.add(word[0]);
    words.push(word);
    total += word.length;
    if (total >= letters) break;
  }
  return words;
}

export interface KeystrokeOptions {
  keys: number;
  /** Adds products through the simulator's seed-bulk endpoint when the store has too few. */
  topUp: (page: Page, missing: number) => Promise<boolean>;
  /** Says how a store that already had enough got them. */
  seedLabel: string;
}

export async function measureKeystrokes(
  browser: Browser,
  site: Site,
  options: KeystrokeOptions,
): Promise<KeystrokeReport> {
  return inSignedInPage(browser, site, async ({ page }) => {
    let products = await openList(page, site.url);
    let seededBy = options.seedLabel;
    // The large seed lists a few short of 10,000 (archived products are not listed).
    if (products < TARGET_PRODUCTS * 0.95) {
      const before = products;
      if (await options.topUp(page, TARGET_PRODUCTS - products)) {
        products = await openList(page, site.url);
        seededBy = `seed-bulk top-up from ${before.toLocaleString('en')}`;
      } else seededBy = 'default seed (no large seed, no top-up)';
    }

    const words = await wordsToType(page, options.keys);
    // The page has started (the list is shown): its XMLHttpRequest is the one it will search with.
    await page.evaluate(() => window.__bench!.watchSearches());
    const search = page.getByRole('searchbox').first();
    await search.click();
    const samples: number[] = [];
    let unchanged = 0;
    let timeouts = 0;
    let typed = 0;
    for (const word of words) {
      for (let i = 0; i < word.length && typed < options.keys; i += 1) {
        typed += 1;
        const query = word.slice(0, i + 1);
        await page.evaluate((q) => window.__bench!.armKeystroke(q), query);
        await page.keyboard.press(word[i]);
        try {
          await page.waitForFunction(() => window.__bench?.result?.paintedAt != null, undefined, {
            timeout: 10_000,
            polling: 20,
          });
          const result = (await page.evaluate(() => window.__bench!.result)) as ProbeResult;
          samples.push(result.paintedAt! - result.startAt!);
          if (!result.changed) unchanged += 1;
        } catch {
          timeouts += 1;
        }
      }
      // Clear the box (not measured) and let the full list come back before the next word.
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.press('Backspace');
      await page.waitForTimeout(1000);
    }
    return {
      products,
      seededBy,
      samples,
      median: median(samples),
      p95: percentile(samples, 95),
      unchanged,
      timeouts,
      words,
    };
  });
}
