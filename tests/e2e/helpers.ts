import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Password123!';

/** Signs in through the login form as a person would. */
export async function signIn(page: Page, email: string) {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
}

export const organisationName = (page: Page) => page.locator('#current-organisation-name');
