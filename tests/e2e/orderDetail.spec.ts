import { expect, test, type Page } from './fixtures';
import { expectAccessible, openInApp, signIn } from './helpers';

/** Opens the first order of a filtered list, as a person would from the list. */
async function openFirstOrder(page: Page, direction: 'outbound' | 'inbound', status: string) {
  await openInApp(page, `/orders/${direction}?status=${status}`);
  const link = page.getByRole('table').getByRole('row').nth(1).getByRole('link').first();
  await expect(link).toBeVisible();
  const reference = (await link.textContent())!.trim();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: reference })).toBeVisible();
  const id = /\/orders\/\w+\/(\d+)\//.exec(new URL(page.url()).pathname)![1]!;
  return { reference, id };
}

const header = (page: Page) => page.locator('.detail-header');

test('an order is amended with a reason, and every tab passes axe', async ({ page }) => {
  await signIn(page, 'owner@demo.test');
  const { id } = await openFirstOrder(page, 'outbound', 'pending');
  await expect(page.getByRole('img', { name: /Code 128 barcode/ })).toBeVisible();
  await expectAccessible(page, 'order summary');

  // The packaging list arrives as a PDF.
  const download = page.waitForEvent('download');
  await header(page).getByRole('button', { name: 'Print packaging list' }).click();
  expect((await download).suggestedFilename()).toMatch(/^packaging-list-.+\.pdf$/);

  await header(page).getByRole('button', { name: 'Amend' }).click();
  const dialog = page.getByRole('dialog', { name: /Amend order/ });
  await dialog.getByRole('button', { name: 'Move to amending' }).click();
  await expect(dialog.getByText('Reason is required')).toBeVisible();
  await expectAccessible(page, 'amend dialog with an error');
  await dialog.getByLabel(/Reason/).fill('The customer wants a different colour');
  await dialog.getByRole('button', { name: 'Move to amending' }).click();
  await expect(page.getByText('Order moved to amending')).toBeVisible();
  await expect(header(page).getByText('Amending', { exact: true })).toBeVisible();
  await expect(page.getByText('The customer wants a different colour')).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Amend' })).toBeDisabled();

  // Every tab and edit page of the (now amending, so editable) order.
  const tabs: [string, string][] = [
    ['products', 'Products'],
    ['products/edit', 'Edit products'],
    ['shipment', 'Shipment'],
    ['shipment/edit', 'Edit shipment'],
    ['chat', 'Chat'],
    ['pricing', 'Pricing'],
    ['distributions', 'Distributions'],
  ];
  for (const [tab, heading] of tabs) {
    await openInApp(page, `/orders/outbound/${id}/${tab}`);
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await expect(page.locator('.ant-skeleton')).toHaveCount(0);
    await expectAccessible(page, `order ${tab}`, { soft: true });
  }
});

test('an order is cancelled with a reason and cannot be cancelled again', async ({ page }) => {
  await signIn(page, 'owner@demo.test');
  await openFirstOrder(page, 'outbound', 'pending');
  await header(page).getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: /Cancel order/ });
  await expect(dialog.getByText(/irreversible/)).toBeVisible();
  await dialog.getByLabel(/Reason/).fill('Ordered twice by mistake');
  await dialog.getByRole('checkbox', { name: /cannot be undone/ }).check();
  await expectAccessible(page, 'cancel dialog');
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText('Order cancelled')).toBeVisible();
  await expect(page.getByText(/This order was cancelled/)).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

  // Still so after a reload: the server holds it.
  await page.reload();
  await expect(page.getByText('Reason: Ordered twice by mistake')).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

  // The inbound tabs (no Distributions) pass axe too.
  const inbound = await openFirstOrder(page, 'inbound', 'pending');
  await expect(page.getByRole('link', { name: 'Distributions' })).toHaveCount(0);
  await expectAccessible(page, 'inbound order summary', { soft: true });
  for (const tab of ['products', 'products/edit', 'shipment', 'shipment/edit', 'chat', 'pricing']) {
    await openInApp(page, `/orders/inbound/${inbound.id}/${tab}`);
    await expect(page.locator('.ant-skeleton')).toHaveCount(0);
    await expectAccessible(page, `inbound order ${tab}`, { soft: true });
  }
});

test('a MEMBER sees prices masked where the server masks them', async ({ page }) => {
  await signIn(page, 'member@demo.test');
  const { id } = await openFirstOrder(page, 'outbound', 'shipped');
  await openInApp(page, `/orders/outbound/${id}/pricing`);
  await expect(page.getByRole('heading', { level: 2, name: 'Pricing' })).toBeVisible();
  const masked = page.getByRole('button', { name: '*** (masked)' });
  await expect(masked.first()).toBeVisible();
  await masked.first().focus();
  await expect(page.getByRole('tooltip')).toContainText(
    'Access restricted due to your current role permissions',
  );
  await expectAccessible(page, 'masked pricing');
  await openInApp(page, `/orders/outbound/${id}/products`);
  await expect(
    page
      .getByRole('table', { name: 'Order products' })
      .getByRole('button', { name: '*** (masked)' })
      .first(),
  ).toBeVisible();
});
