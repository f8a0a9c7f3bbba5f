import { expect, test, type Page } from './fixtures';
import { expectAccessible, signIn } from './helpers';

/** Opens the first open chat's thread. */
async function openFirstChat(page: Page) {
  await page.goto('/support/chats');
  const first = page
    .getByRole('table', { name: 'Open chats' })
    .getByRole('row')
    .nth(1)
    .getByRole('link')
    .first();
  await first.click();
  await expect(page.getByRole('list', { name: 'Messages' })).toBeVisible();
}

test('a reply sent with a double click is posted once, and the emptied box asks for nothing', async ({
  page,
}) => {
  await signIn(page, 'owner@demo.test');
  await openFirstChat(page);
  const text = `Sent once, at ${Date.now()}`;
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill(text);
  await page.getByRole('form', { name: 'Reply' }).getByRole('button', { name: 'Send' }).dblclick();

  const thread = page.getByRole('list', { name: 'Messages' });
  await expect(thread.getByText(text)).toHaveCount(1);
  await expect(box).toHaveValue('');
  // The second click landed on the emptied box: no 'required' message for a form just sent.
  await expect(box).not.toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'chat thread after a double-clicked send');

  // The server holds one comment too.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Messages' }).getByText(text)).toHaveCount(1);
});

test('a reason dialog is filled and sent by keyboard alone: its OK sends once, then it closes', async ({
  page,
}) => {
  await signIn(page, 'owner@demo.test', { at: '/orders/outbound?status=pending' });
  const link = page.getByRole('table').getByRole('row').nth(1).getByRole('link').first();
  const reference = (await link.textContent())!.trim();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: reference })).toBeVisible();

  const amend = page.locator('.detail-header').getByRole('button', { name: 'Amend' });
  await amend.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /Amend order/ });
  const reason = dialog.getByLabel(/Reason/);
  await reason.focus();
  await page.keyboard.type('Sent from the keyboard');
  // From the reason, Tab reaches the dialog's buttons: Close, then the OK that sends.
  const ok = dialog.getByRole('button', { name: 'Move to amending' });
  for (let n = 0; n < 6; n += 1) {
    if (await ok.evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(ok).toBeFocused();
  await expectAccessible(page, 'amend dialog, OK focused');
  await page.keyboard.press('Enter');

  await expect(page.getByText('Order moved to amending')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.detail-header').getByText('Amending', { exact: true })).toBeVisible();
  await expect(page.getByText('Sent from the keyboard')).toBeVisible();
});
