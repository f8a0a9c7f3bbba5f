/*
 * What the sign-up tests share: the sign-up page with a driver for its wizard, and each step
 * filled in as a new merchant would.
 */
import { screen } from '@testing-library/react';
import { renderApp } from './renderApp';
import { wizardDriver } from './wizardDriver';

type User = ReturnType<typeof renderApp>['user'];
type Driver = ReturnType<typeof wizardDriver>;
export const PASSWORD = 'Engine2024';

/** The sign-up page with a driver for its wizard (the form named 'Sign up'). */
export function openSignUp(path = '/auth/signup') {
  const app = renderApp(path);
  return { ...app, wizard: wizardDriver(app.user, 'Sign up') };
}

export async function fillGetStarted(wizard: Driver, email = 'ada@example.com') {
  await wizard.step('Get Started');
  await wizard.enter('First name', 'Ada');
  await wizard.enter('Last name', 'Lovelace');
  await wizard.enter('Email', email);
}

export async function fillPassword(
  user: User,
  wizard: Driver,
  confirmation = PASSWORD,
  acceptTerms = true,
) {
  await wizard.step('Choose your password');
  await wizard.enter('Password', PASSWORD);
  await wizard.enter('Confirm password', confirmation);
  if (acceptTerms)
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
}

export async function chooseTier(user: User, wizard: Driver, name = /Growth/) {
  await wizard.step('Choose a tier');
  await user.click(screen.getByRole('radio', { name }));
}

export async function fillBusiness(wizard: Driver, organisation = 'Analytical Goods') {
  await wizard.step('Your Business Details');
  await wizard.enter('Organisation name', organisation);
  await wizard.enter('Legal name', `${organisation} Pty Ltd`);
  await wizard.enter('Phone', '+61 412 345 678');
  await wizard.choose('Country', 'Australia');
}

export async function reachTierStep(user: User, wizard: Driver) {
  await fillGetStarted(wizard);
  await wizard.next();
  await fillPassword(user, wizard);
  await wizard.next();
  await wizard.step('Choose a tier');
}
