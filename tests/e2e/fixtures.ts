import { test as base, type BrowserContext, type BrowserType, type Page } from '@playwright/test';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from './chromium';

/**
 * The browser tests' `context` and `page`: a browser profile whose in-page simulator has already
 * seeded its database, copied afresh for each test.
 *
 * A fresh profile seeds the simulator's IndexedDB from the demo seed (tens of megabytes written by
 * a worker): seconds of CPU that every test paid again, alongside its own steps, on a 2-core
 * machine. Each worker now seeds one profile once; every test starts from a copy of it, so each
 * test still begins from the same seeded database, untouched by any other test, and from empty
 * browser storage (no session, no drafts). A fresh browser's first visit stays covered where it
 * matters: the onboarding and start-up tests that open contexts of their own, and the bench.
 */
export const test = base.extend<object, { seededProfile: string }>({
  seededProfile: [
    async ({ playwright }, provide, workerInfo) => {
      const dir = await mkdtemp(path.join(tmpdir(), 'e2e-seeded-profile-'));
      const context = await launch(playwright.chromium, dir, workerInfo.project.use.baseURL);
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/auth/login');
      // Signed out, the portal starts its simulator at the visitor's first touch of the page (a
      // press: a focus set by script fires no event while the headless window has no focus).
      await page.getByLabel('Email').click();
      await waitUntilSeeded(page);
      await context.close();
      await provide(dir);
      await rm(dir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],

  context: async ({ playwright, seededProfile, baseURL }, provide) => {
    const seeded = await openSeededContext(playwright.chromium, seededProfile, baseURL);
    await provide(seeded.context);
    await seeded.close();
  },

  page: async ({ context }, provide) => {
    await provide(context.pages()[0] ?? (await context.newPage()));
  },
});

export { expect } from '@playwright/test';

/** A browser on a fresh copy of the seeded profile; `close` ends it and deletes the copy. */
export async function openSeededContext(
  chromium: BrowserType,
  seededProfile: string,
  baseURL: string | undefined,
): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'e2e-profile-'));
  await cp(seededProfile, dir, { recursive: true });
  const context = await launch(chromium, dir, baseURL);
  return {
    context,
    async close() {
      await context.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

function launch(
  chromium: BrowserType,
  dir: string,
  baseURL: string | undefined,
): Promise<BrowserContext> {
  return chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM_EXECUTABLE,
    args: CHROMIUM_ARGS,
    baseURL,
    acceptDownloads: true,
    viewport: { width: 1280, height: 720 },
  });
}

/**
 * Polls the page until the simulator's database is seeded in full. A loop of `evaluate` calls,
 * which wait for the promise the check returns: `waitForFunction` takes the promise itself for a
 * truthy answer, so it returned at once, before anything was stored.
 */
async function waitUntilSeeded(page: Page, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await page.evaluate(simulatorSeeded))) {
    if (Date.now() > deadline) throw new Error('the simulator did not seed its database in time');
    await page.waitForTimeout(250);
  }
}

/**
 * In the page: whether the simulator's database is seeded in full (its meta record is there and no
 * longer marked incomplete). Never creates the database itself: it waits until the page has.
 */
async function simulatorSeeded(): Promise<boolean> {
  const name = 'merchant-portal-simulator';
  const databases = await indexedDB.databases();
  if (!databases.some((db) => db.name === name)) return false;
  return new Promise((resolve) => {
    const request = indexedDB.open(name);
    request.onerror = () => resolve(false);
    request.onsuccess = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains('meta')) {
        db.close();
        resolve(false);
        return;
      }
      const read = db.transaction('meta').objectStore('meta').get('db');
      read.onsuccess = () => {
        db.close();
        const meta = read.result as { incomplete?: boolean } | undefined;
        resolve(!!meta && !meta.incomplete);
      };
      read.onerror = () => {
        db.close();
        resolve(false);
      };
    };
  });
}

export type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
