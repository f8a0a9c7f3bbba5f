import { expect, test, type Page } from './fixtures';
import { expectAccessible, signIn } from './helpers';

const SUPPLIER_DRAFT = 'KS_supplier_draft';
const STORED_USER = 'KS_user';

const stored = (page: Page, key: string) =>
  page.evaluate((k) => window.localStorage.getItem(k), key);

/** The in-page simulator answers its own control paths once it has started. */
async function whenSimulatorAnswers(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const answer = await fetch('/__simulator/faults');
        return (answer.headers.get('content-type') ?? '').includes('json');
      }),
    )
    .toBe(true);
}

async function injectFaults(page: Page, rules: object[]) {
  const status = await page.evaluate(
    async (body) =>
      (await fetch('/__simulator/faults', { method: 'POST', body: JSON.stringify(body) })).status,
    { rules },
  );
  expect(status).toBe(200);
}

test('start-up that cannot reach the server keeps the session and the drafts, then opens', async ({
  page,
  context,
}) => {
  // Signed in as a person does; the first sign-in of a browser also seeds the simulator's
  // database, which a busy machine takes its time over.
  await signIn(page, 'owner@demo.test');

  // A supplier started and left: its draft is on this device.
  await page.goto('/manage/suppliers/new');
  await page.getByLabel('Company').fill('Slow Roast Co');
  await expect.poll(() => stored(page, SUPPLIER_DRAFT)).toContain('Slow Roast Co');
  const draft = await stored(page, SUPPLIER_DRAFT);
  const user = await stored(page, STORED_USER);
  expect(user).toContain('owner@demo.test');

  // A fresh load, signed in, on a page that does not need the session confirmed yet: the
  // simulator starts at once, and the faults are in place before the portal validates the token
  // (the simulator's faults live in the page, so a reload would drop them).
  await page.goto('/access-denied');
  await whenSimulatorAnswers(page);
  await injectFaults(page, [
    { kind: 'offline', method: 'GET', path: '/auth/validate_token', times: 1 },
    { kind: 'status', status: 503, method: 'GET', path: '/auth/validate_token', times: 1 },
  ]);
  await page.getByRole('button', { name: 'Dashboard' }).click();

  // Offline: the state says so in its own words; nothing is lost.
  const state = page.getByRole('alert').filter({ hasText: "Can't reach the server" });
  await expect(page.getByRole('heading', { name: "Can't reach the server" })).toBeVisible();
  await expect(state).toContainText("We can't reach the server right now.");
  await expect(page.getByText(/still signed in and your drafts are kept/)).toBeVisible();
  // The transport's toast reads the catalogued text, which the state does not repeat. Its host
  // loads with the first toast, so it can come a moment after the page: axe checks the page once
  // it is there (and has faded in).
  await expect(
    page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Close' }) }),
  ).toContainText("We're unable to process your request");
  await expect(state).not.toContainText("We're unable to process your request");
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await stored(page, STORED_USER)).toBe(user);
  expect(await stored(page, SUPPLIER_DRAFT)).toBe(draft);
  await expectAccessible(page, 'start-up: server unreachable');

  // Retry: the server answers 503 this time; still nothing is lost.
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('alert').filter({ hasText: "Can't reach the server" })).toContainText(
    '(status 503)',
  );
  expect(await stored(page, STORED_USER)).toBe(user);
  expect(await stored(page, SUPPLIER_DRAFT)).toBe(draft);

  // The connection comes back (the browser's own online event): the portal opens by itself.
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: "Can't reach the server" })).toBeHidden();
  expect(await stored(page, SUPPLIER_DRAFT)).toBe(draft);
  expect(await stored(page, STORED_USER)).toContain('owner@demo.test');

  // And the draft is still offered.
  await page.goto('/manage/suppliers');
  await expect(page.getByRole('button', { name: 'Continue Adding Supplier' })).toBeVisible();
});
