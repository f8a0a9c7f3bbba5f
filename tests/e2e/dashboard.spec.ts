import { expect, test } from './fixtures';
import { expectAccessible, signIn } from './helpers';

test('the dashboard shows the action center, statistics, latest messages and the chart, passes axe, and a card opens its list', async ({
  page,
}) => {
  await signIn(page, 'owner@demo.test');

  await expect(page.getByRole('heading', { level: 2, name: 'Action center' })).toBeVisible();
  for (const name of [
    'Outbounds No Stock',
    'Outbounds Amending',
    'Outbounds In Progress',
    'Invoices Unpaid',
    'Messages Unread',
  ])
    await expect(page.getByRole('link', { name: new RegExp(`^${name} \\d+$`) })).toBeVisible();

  await expect(page.getByRole('heading', { level: 2, name: 'Statistics' })).toBeVisible();
  await expect(page.getByText('Active products')).toBeVisible();

  const messages = page.getByRole('list', { name: 'Latest messages' });
  await expect(messages.getByRole('listitem')).toHaveCount(5);
  await expect(messages.getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/support\/chats\/[\w-]+$/,
  );

  // The chart loads only when it comes near the viewport.
  const section = page.getByRole('region', { name: 'Top destinations' });
  await section.scrollIntoViewIfNeeded();
  const chart = section.getByRole('img', { name: /^Outbound orders by destination country/ });
  await expect(chart).toBeVisible();
  await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(chart).toContainText('Australia');
  await expectAccessible(page, 'the dashboard');

  await page.getByRole('link', { name: /^Outbounds No Stock \d+$/ }).click();
  await expect(page).toHaveURL(/\/orders\/outbound\?status=no_stock$/);
  await expectAccessible(page, 'the order list a card opened');
});
