/*
 * Drivers the list pages' browser tests share: opening a list signed in, saving a view as the
 * default, and exporting all matching rows. They act and wait; each test asserts the outcome.
 */
import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { expectAccessible, signIn } from './helpers';

/** Signs in as the owner, opens `path` and waits for the first row of table `name`; returns it. */
export async function openOwnerTable(page: Page, path: string, name: string) {
  await signIn(page, 'owner@demo.test', { at: path });
  const table = page.getByRole('table', { name });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  return table;
}

/**
 * Saves the list's current state as view `viewName` by keyboard (the name box has the focus as the
 * dialog opens, Enter saves), finds it in the Views menu (axe there: `axe.menu`), makes it the
 * default in Manage views (axe there too when `axe.manage` names it) and closes that by Escape.
 */
export async function saveViewAsDefault(
  page: Page,
  viewName: string,
  axe: { menu: string; manage?: string },
) {
  await page.getByRole('button', { name: 'Save view' }).click();
  await expect(page.getByRole('textbox', { name: 'View name' })).toBeFocused();
  await page.keyboard.type(viewName);
  await page.keyboard.press('Enter');
  await expect(page.getByText(`View ${viewName} saved`)).toBeVisible();

  await page.getByRole('button', { name: /^Views/ }).click();
  await expect(page.getByRole('menuitem', { name: viewName })).toBeVisible();
  await expectAccessible(page, axe.menu);
  await page.getByRole('menuitem', { name: 'Manage views…' }).click();
  const manage = page.getByRole('dialog', { name: 'Saved views' });
  await manage.getByRole('button', { name: `Set as default: ${viewName}` }).click();
  await expect(page.getByText(`${viewName} is now the default view`)).toBeVisible();
  if (axe.manage) await expectAccessible(page, axe.manage);
  await page.keyboard.press('Escape');
  await expect(manage).toBeHidden();
}

/**
 * Exports every row the list's filters match from its Export CSV menu (axe on the open menu:
 * `where`); returns the downloaded file's name and text (its BOM included).
 */
export async function exportAllMatching(page: Page, where: string) {
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await expect(page.getByRole('menuitem', { name: 'All matching' })).toBeVisible();
  await expectAccessible(page, where);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'All matching' }).click(),
  ]);
  const text = await readFile((await download.path())!, 'utf8');
  return { filename: download.suggestedFilename(), text };
}
