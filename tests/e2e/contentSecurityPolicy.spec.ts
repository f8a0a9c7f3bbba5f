import { expect, test, type Page } from './fixtures';
import { expectAccessible, signIn } from './helpers';

/**
 * The build's Content-Security-Policy (scripts/vite/contentSecurityPolicy.ts): an injected inline
 * script is refused, and the portal's own pages (the pre-painted sign-in page with its inline
 * scripts, the app, the in-page simulator, its seeding worker) run without a single violation.
 */

/** Records every policy violation the page reports, from before its first script. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI || 'inline'}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}

test('the portal runs under its policy without a violation', async ({ page }) => {
  const violations = await recordViolations(page);
  await page.goto('/auth/login');
  const policy = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute('content');
  expect(policy).toContain("script-src 'self' 'sha256-");
  expect(policy).not.toContain("'unsafe-inline' ;");
  expect(policy?.split(';').find((d) => d.trim().startsWith('script-src'))).not.toContain(
    'unsafe-inline',
  );

  await signIn(page, 'owner@demo.test');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  for (const [link, heading] of [
    ['Products', 'Products'],
    ['Outbound', 'Outbound Orders'],
    ['Chats', 'Chats'],
    ['Inventory', 'Inventory'],
  ] as const) {
    await nav.getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await page.goto('/settings/billing');
  await expect(page.getByRole('heading', { level: 1, name: /Billing/ })).toBeVisible();
  // The policy holds on a full load of an app page too (index.html's own meta).
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /Billing/ })).toBeVisible();
  await expectAccessible(page);
  expect(await violations()).toEqual([]);
});

test('an injected inline script is refused', async ({ page }) => {
  const violations = await recordViolations(page);
  await signIn(page, 'owner@demo.test');
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
    const handler = document.createElement('img');
    handler.setAttribute('src', 'data:image/gif;base64,R0lGODlhAQABAAAAACw=');
    handler.setAttribute('onload', 'window.__injectedHandler = true');
    document.body.append(handler);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const w = window as unknown as { __injected?: boolean; __injectedHandler?: boolean };
    return { script: w.__injected ?? false, handler: w.__injectedHandler ?? false };
  });
  expect(ran).toEqual({ script: false, handler: false });
  expect(await violations()).toEqual(
    expect.arrayContaining([expect.stringMatching(/^script-src(-elem|-attr)? inline$/)]),
  );
});
