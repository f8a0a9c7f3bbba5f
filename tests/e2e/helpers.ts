import { expect, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { DEMO_PASSWORD } from '../support/constants';

export { DEMO_PASSWORD };

/** A form field by its exact label. */
export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/**
 * Fills the product wizard's Details step: a new SKU (waiting until it is confirmed free), the
 * title and description, and the size and weight of a knitted beanie.
 */
export async function fillProductDetails(
  page: Page,
  { sku, title, description }: { sku: string; title: string; description: string },
) {
  await field(page, 'SKU').fill(sku);
  await expect(page.getByLabel('SKU is available')).toBeVisible();
  await field(page, 'Title').fill(title);
  await field(page, 'Description').fill(description);
  await field(page, 'Length').fill('22');
  await field(page, 'Width').fill('20');
  await field(page, 'Height').fill('3');
  await field(page, 'Weight').fill('0.12');
}

/** Fills the Address step of the add-organisation wizard with the new organisation's address. */
export async function fillOrganisationAddress(page: Page) {
  await field(page, 'Address line 1').fill('7 Wattle Lane');
  await field(page, 'Suburb').fill('Surry Hills');
  await field(page, 'State').fill('NSW');
  await field(page, 'Postcode').fill('2010');
}

/**
 * Signs in through the login form as a person would: from the login page to the dashboard, or
 * with `at`, from a link into the portal (the portal sends a signed-out visitor to the login page
 * and, once signed in, on to where the link pointed). A test that starts on a page of its own
 * follows the link, rather than loading the dashboard only to leave it with a second page load.
 */
export async function signIn(page: Page, email: string, { at }: { at?: string } = {}) {
  await page.goto(at ?? '/auth/login');
  if (at) await expect(page).toHaveURL(/\/auth\/login/, { timeout: FIRST_LOAD_MS });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // A fresh browser's first sign-in waits for the in-page simulator to seed its database:
  // seconds on a quiet machine, far more on a busy one. Wait for the page, not a quiet machine.
  // The path is compared (the list pages may write their query back in another order).
  const target = at && new URL(at, 'http://portal').pathname;
  if (target)
    await expect(page).toHaveURL((url) => url.pathname === target, { timeout: FIRST_LOAD_MS });
  else
    await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible({
      timeout: FIRST_LOAD_MS,
    });
}

/**
 * Opens `path` inside the running app, as a link would (the router follows history): several
 * times faster than a full page load, which starts the portal and its in-page simulator again.
 * For steps that are not about loading the page afresh.
 */
export async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(path);
}

/** How long a first load may take while the in-page simulator seeds (a busy machine included). */
export const FIRST_LOAD_MS = 90_000;

export const organisationName = (page: Page) => page.locator('#current-organisation-name');

/** Opens the Simulator drawer's mailbox (a person reads codes and links there) and refreshes it. */
export async function openMailbox(page: Page) {
  await page.getByRole('button', { name: 'Simulator' }).click();
  const drawer = page.getByRole('dialog', { name: 'API simulator' });
  // The drawer remembers the mail it showed last; go back to the list first.
  const back = drawer.getByRole('button', { name: 'Back to mailbox' });
  await expect(
    drawer.getByRole('button', { name: /Back to mailbox|Refresh mailbox/ }),
  ).toBeVisible();
  if (await back.isVisible()) await back.click();
  await drawer.getByRole('button', { name: 'Refresh mailbox' }).click();
  return drawer;
}

/** The newest mail to `to` whose subject matches, opened in the drawer. */
export async function openLatestMail(page: Page, to: string, subject: RegExp) {
  const drawer = await openMailbox(page);
  const item = drawer
    .getByRole('button')
    .filter({ hasText: subject })
    .filter({ hasText: to })
    .first();
  await expect(item).toBeVisible();
  await item.click();
  return drawer;
}

/** Reads the newest one-time code sent to `to` from the mailbox, then closes the drawer. */
export async function readCodeFromMailbox(page: Page, to: string): Promise<string> {
  const drawer = await openLatestMail(page, to, /verification code/);
  const subject = await drawer.getByRole('heading', { level: 5 }).last().textContent();
  const code = /(\d{6})/.exec(subject ?? '')?.[1];
  if (!code) throw new Error(`No code in "${subject}"`);
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toBeHidden();
  return code;
}

/** Pastes text into an element as a clipboard paste (what Ctrl+V does), without the clipboard. */
export async function pasteInto(target: Locator, text: string) {
  await target.focus();
  await target.evaluate((el, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    el.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

/** axe rules off by default that the portal still holds itself to. */
const EXTRA_AXE_RULES = ['label-content-name-mismatch', 'target-size'];

/**
 * Waits until nothing on the page is moving: a half-faded element (antd's enter motions, a toast
 * sliding in) is measured at its momentary opacity, which fails colour contrast only by timing.
 * A motion counts from the moment antd's motion classes are on the element (`…-appear-start`,
 * `…-enter`, `…-leave-active`): the transition itself starts a frame later, and a toast caught in
 * that frame had no running animation yet while its text was still all but transparent.
 * Endless animations (spinners) never settle, so they are not waited for.
 */
async function settleMotion(page: Page) {
  await page
    .waitForFunction(
      () =>
        !document.querySelector('[class*="-appear"], [class*="-enter"], [class*="-leave"]') &&
        document
          .getAnimations()
          .every(
            (a) =>
              a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined); // still moving after 5 s: check what is there
}

/**
 * Runs axe-core on the page as it stands and fails on any serious or critical violation, listing
 * each rule with the elements that break it. Call it once the page (or dialog) is ready; `soft`
 * records the failure and lets the test go on (to report several pages in one run).
 */
export async function expectAccessible(page: Page, where?: string, { soft = false } = {}) {
  await settleMotion(page);
  const rules = Object.fromEntries(EXTRA_AXE_RULES.map((id) => [id, { enabled: true }]));
  // Legacy mode runs axe in the page itself. The default (runPartial) opens a blank page in the
  // context to finish each run: 3.5-5 s a check against under 1 s, the largest single cost of the
  // browser tests. The portal has no cross-origin frames, the one case only the default covers.
  // `resultTypes`: axe still runs every rule on every element and lists every violating node;
  // for the rules that pass (or do not apply) it keeps one node instead of all, which it otherwise
  // collects and hands back only for this check to ignore: about a third of a check's time.
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ rules, resultTypes: ['violations'] })
    .analyze();
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = blocking.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n` +
      v.nodes
        .map((n) => `    ${n.target.join(' ')}\n      ${n.failureSummary?.split('\n').join(' ')}`)
        .join('\n'),
  );
  (soft ? expect.soft : expect)(report, `axe on ${where ?? page.url()}`).toEqual([]);
}

export interface RecordedFetch {
  url: string;
  status: number;
  contentType: string | null;
  /** The body, one character per byte (latin1). */
  body: string;
}

/**
 * Records the page's fetch calls whose URL matches `pattern`, with their answers. The simulator
 * answers in the page (msw patches fetch there), so its answers never cross the network where
 * Playwright could see them; this wraps the page's fetch from outside msw's patch instead. Call
 * it once the simulator runs (after the first screen that loaded data); read with the returned
 * function.
 */
export async function recordPageFetches(
  page: Page,
  pattern: RegExp,
): Promise<() => Promise<RecordedFetch[]>> {
  await page.evaluate(
    ({ source, flags }) => {
      const matches = new RegExp(source, flags);
      const records: unknown[] = [];
      (window as unknown as { __fetches: unknown[] }).__fetches = records;
      const original = window.fetch;
      window.fetch = async (input, init) => {
        const response = await original(input, init);
        const url = input instanceof Request ? input.url : String(input);
        if (matches.test(url)) {
          const bytes = new Uint8Array(await response.clone().arrayBuffer());
          let body = '';
          for (const byte of bytes) body += String.fromCharCode(byte);
          records.push({
            url,
            status: response.status,
            contentType: response.headers.get('content-type'),
            body,
          });
        }
        return response;
      };
    },
    { source: pattern.source, flags: pattern.flags },
  );
  return () =>
    page.evaluate(() => (window as unknown as { __fetches: RecordedFetch[] }).__fetches.slice());
}

/**
 * Waits until the wizard's draft (saved a moment after the last change) is in localStorage under
 * `key` and holds `text`: what a reload now brings back.
 */
export async function expectDraftSaved(page: Page, key: string, text: string) {
  await expect.poll(() => page.evaluate((k) => localStorage.getItem(k) ?? '', key)).toContain(text);
}
