import { createHmac } from 'node:crypto';
import { expect, test, type Page } from './fixtures';
import { expectAccessible, recordPageFetches, signIn } from './helpers';

/** The simulator's signing secret when no VITE_API_HMAC_SECRET is configured (src/api/config.ts). */
const SIMULATOR_SECRET = 'simulator-secret';

/**
 * A request to the simulator made from the page, signed as the portal signs it, with the session
 * the page holds (KS_user's tokens and organisation): what anyone with the member's tokens could
 * send without the portal's screens.
 */
async function signedFetchFromPage(page: Page, method: string, path: string) {
  const origin = new URL(page.url()).origin;
  const url = `${origin}/api/v1/${path}`;
  const timestamp = String(Date.now());
  const signed = new URL(url).pathname.slice(new URL(url).pathname.indexOf('/v1/'));
  const signature = createHmac('sha256', SIMULATOR_SECRET)
    .update(`${timestamp}\n${method}\n${signed}`)
    .digest('hex');
  return page.evaluate(
    async ({ url, method, timestamp, signature }) => {
      const user = JSON.parse(localStorage.getItem('KS_user') ?? 'null');
      const response = await fetch(url, {
        method,
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          'X-Timestamp': timestamp,
          'X-Signature': signature,
          'X-Organisation-UID': user.x_organisation_uid,
          'access-token': user.headers['access-token'],
          client: user.headers.client,
          uid: user.headers.uid,
        },
      });
      return { status: response.status, body: await response.json() };
    },
    { url, method, timestamp, signature },
  );
}

test("an owner opens an invoice's PDF (the signed address answers that invoice's PDF) and reads the wallet", async ({
  page,
}) => {
  await signIn(page, 'owner@demo.test', { at: '/settings/billing?status=unpaid' });
  await expect(page.getByRole('combobox', { name: 'Status' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Invoices' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page, 'billing, unpaid invoices');

  // The first unpaid invoice: its document number, amount and balance as the list shows them.
  const row = table.getByRole('row').nth(1);
  const number = (await row.getByRole('link').textContent())!.trim();
  const cells = row.getByRole('cell');
  const amount = (await cells.nth(2).textContent())!.trim();
  const balance = (await cells.nth(5).textContent())!.trim();
  await row.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: number })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Breakdown' })).toBeVisible();
  await expectAccessible(page, 'an invoice');

  const pdfFetches = await recordPageFetches(page, /\/v1\/invoices\/\d+\/pdf\?/);
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Open invoice PDF' }).click();
  // The new tab shows it.
  const tab = await popup;
  await expect.poll(() => tab.url()).toMatch(/^blob:/);
  const [response] = await pdfFetches();
  expect(response!.status).toBe(200);
  expect(response!.contentType).toBe('application/pdf');
  const link = new URL(response!.url);
  for (const name of ['at', 'client', 'uid', 'organisation_uid', 'time', 'hash'])
    expect(link.searchParams.get(name), name).toBeTruthy();
  // What the tab shows is that answer: this invoice's PDF.
  const shown = await tab.evaluate(async () => {
    const bytes = new Uint8Array(await (await fetch(location.href)).arrayBuffer());
    let text = '';
    for (const byte of bytes) text += String.fromCharCode(byte);
    return text;
  });
  expect(shown).toBe(response!.body);
  expect(shown.startsWith('%PDF-')).toBe(true);
  expect(shown).toContain(`Invoice ${number}`);
  expect(shown).toContain(`Amount: ${amount} AUD`);
  expect(shown).toContain(`Balance: ${balance} AUD`);
  await tab.close();

  // The wallet: its balance and its lines, newest first.
  await page.goto('/settings/wallet');
  await expect(page.getByRole('group', { name: 'Wallet balance' })).toContainText(/\$[\d,]+\.\d\d/);
  const lines = page.getByRole('table', { name: 'Transactions' });
  await expect(lines.getByRole('row').nth(1)).toContainText(/WT-\d{6}/);
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByTitle('Invoice payment').click();
  await expect(page).toHaveURL(/\/settings\/wallet\?type=invoice_payment$/);
  await expect(lines.getByRole('row').nth(1)).toContainText('Invoice payment');
  await expectAccessible(page, 'the wallet');
});

test('a member is refused billing, the wallet and the three reports, in the browser and by the server', async ({
  page,
}) => {
  await signIn(page, 'member@demo.test');

  // The side navigation lists the reports, disabled.
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  for (const name of ['Inventory', 'Stock Movement', 'Cost Analysis'])
    await expect(nav.getByRole('link', { name })).toHaveAttribute('aria-disabled', 'true');

  // The settings drawer offers Billing and Wallet, disabled.
  await page.getByRole('button', { name: 'Open settings' }).click();
  const drawer = page.getByRole('dialog', { name: 'Settings' });
  for (const name of [/Billing/, /^Wallet$/])
    await expect(drawer.getByRole('button', { name })).toBeDisabled();
  await expectAccessible(page, 'the settings drawer, as a member');
  await page.keyboard.press('Escape');

  for (const path of [
    '/settings/billing?status=unpaid',
    '/settings/wallet',
    '/reports/products/inventory',
    '/reports/products/stock-movement',
    '/reports/orders/cost-analysis',
  ]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/not-allowed$/);
    await expect(page.getByRole('heading', { name: 'Not Allowed' })).toBeVisible();
  }
  await expectAccessible(page, 'Not Allowed, as a member');

  // The same member's tokens, signed like the portal signs, straight to the simulator.
  for (const [method, path] of [
    ['GET', 'invoices?status=unpaid'],
    ['GET', 'invoices/1/pdf-url'],
    ['GET', 'wallets/transactions'],
    ['GET', 'reports/products/inventory'],
    ['GET', 'reports/products/stock_movement'],
    ['GET', 'reports/orders/cost_analysis'],
  ] as const) {
    const answer = await signedFetchFromPage(page, method, path);
    expect(answer, path).toEqual({ status: 403, body: { errors: ['Action Not Allowed!'] } });
  }
  // A signed request that is allowed to a member still works, so the refusals above are the
  // finance marker's and not a broken signature.
  expect((await signedFetchFromPage(page, 'GET', 'users/me')).status).toBe(200);
});
