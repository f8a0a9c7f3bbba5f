import { expect, test, type Page } from './fixtures';
import { expectAccessible, organisationName, signIn } from './helpers';

const unreadLink = (page: Page) => page.getByRole('link', { name: /^Messages Unread \d+$/ });

async function unreadCount(page: Page): Promise<number> {
  await expect(unreadLink(page)).toBeVisible();
  const name = (await unreadLink(page).textContent()) ?? '';
  return Number(/(\d+)\s*$/.exec(name)?.[1]);
}

/** The Simulator menu's 'Send a warehouse reply'; returns the subject it answered. */
async function sendWarehouseReply(page: Page, { axe = true } = {}): Promise<string> {
  await page.getByRole('button', { name: 'Simulator' }).click();
  const drawer = page.getByRole('dialog', { name: 'API simulator' });
  await drawer.getByRole('button', { name: 'Send a warehouse reply' }).click();
  // The drawer's Warehouse section says what it did (the Orders section has its own status).
  const status = drawer.getByRole('region', { name: 'Warehouse' }).getByRole('status');
  await expect(status).toContainText(/Reply sent to “.+”/);
  if (axe) await expectAccessible(page, 'the Simulator drawer after a warehouse reply');
  const subject = /“(.+)”/.exec((await status.textContent()) ?? '')![1]!;
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toBeHidden();
  return subject;
}

test('a warehouse reply changes the unread count on the dashboard without a reload', async ({
  page,
}) => {
  await signIn(page, 'owner@demo.test');
  // Harbour & Finch: the seed's latest open thread there has been read, so a reply to it adds
  // one unread thread (in Koala Supply Co it is unread already). The switch also reconnects the
  // cable for the new organisation.
  // The dashboard settles first (its cards load), then the menu is opened and its item shown.
  await unreadCount(page);
  await page.getByRole('button', { name: 'Switch organisation' }).click();
  const harbour = page.getByRole('menuitem', { name: /Harbour & Finch/ });
  await expect(harbour).toBeVisible();
  await harbour.click();
  await expect(organisationName(page)).toHaveText('Harbour & Finch', { timeout: 20_000 });
  await expect(page.getByText(/You are working in/)).toContainText('Harbour & Finch');
  const before = await unreadCount(page);
  await expectAccessible(page, 'the dashboard');

  // Nothing reloads from here: a reload would give a new document, which this marker would not survive.
  await page.evaluate(() => ((window as unknown as { liveMarker: number }).liveMarker = 1));
  const subject = await sendWarehouseReply(page);

  await expect(unreadLink(page)).toHaveText(new RegExp(`${before + 1}\\s*$`));
  const messages = page.getByRole('list', { name: 'Latest messages' });
  await expect(messages.getByRole('listitem').first()).toContainText(subject);
  await expect(messages.getByRole('listitem').first()).toContainText('Unread');
  expect(await page.evaluate(() => (window as unknown as { liveMarker?: number }).liveMarker)).toBe(
    1,
  );
});

test('with a thread open, a warehouse reply appears in it without a reload', async ({ page }) => {
  await signIn(page, 'owner@demo.test');
  const latest = page.getByRole('list', { name: 'Latest messages' });
  await latest.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/support\/chats\/[\w-]+/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).not.toBeEmpty();
  const thread = page.getByRole('list', { name: 'Messages' });
  await expect(thread.getByRole('listitem').first()).toBeVisible();
  const before = await thread.getByRole('listitem').allTextContents();

  await page.evaluate(() => ((window as unknown as { liveMarker: number }).liveMarker = 1));
  // axe runs on the whole page: the thread's own check comes last.
  const subject = await sendWarehouseReply(page, { axe: false });
  expect(subject).toBe(await heading.textContent());

  // The newest comment on screen is now the warehouse's reply.
  await expect
    .poll(async () => {
      const now = await thread.getByRole('listitem').allTextContents();
      return (
        JSON.stringify(now) !== JSON.stringify(before) && /looking into this/.test(now.at(-1) ?? '')
      );
    })
    .toBe(true);
  expect(await page.evaluate(() => (window as unknown as { liveMarker?: number }).liveMarker)).toBe(
    1,
  );
  await expectAccessible(page, 'a chat thread after a live reply');
});
