import { screen, waitFor, within } from '@testing-library/react';
import { encodePrefill } from '@/features/auth/signup/prefill';
import { storage, StorageKeys } from '@/lib/storage';
import { withSimulator } from '../support/simulator';
import {
  chooseTier,
  fillBusiness,
  fillGetStarted,
  fillPassword,
  openSignUp,
  PASSWORD,
  reachTierStep,
} from '../support/signUp';

const simulator = withSimulator();

describe('signing up', () => {
  it('prefills from the d query, resolving a country code', async () => {
    const d = encodePrefill({
      first_name: 'Grace',
      last_name: 'Hopper',
      email: 'grace@example.com',
      tier: 'enterprise',
      organisation_name: 'Compiler Supplies',
      country: 'NZ',
    });
    const { user, wizard } = openSignUp(`/auth/signup?d=${d}`);

    expect(await screen.findByLabelText('First name')).toHaveValue('Grace');
    expect(screen.getByLabelText('Email')).toHaveValue('grace@example.com');
    await wizard.next();
    await fillPassword(user, wizard);
    expect(screen.getByLabelText('Password')).toHaveValue(PASSWORD);
    await wizard.next();
    await wizard.step('Choose a tier');
    expect(screen.getByRole('radio', { name: /Enterprise/ })).toBeChecked();
    await wizard.next();
    await wizard.step('Your Business Details');
    expect(screen.getByLabelText('Organisation name')).toHaveValue('Compiler Supplies');
    expect(await screen.findByTitle('New Zealand')).toBeInTheDocument();
  });

  it('ignores an unreadable d query', async () => {
    openSignUp('/auth/signup?d=%%%not-a-prefill');
    expect(await screen.findByLabelText('First name')).toHaveValue('');
  });

  it('resumes at the same step after a reload, and asks for the password again at the end', async () => {
    const first = openSignUp();
    await reachTierStep(first.user, first.wizard);
    // The draft is written once typing pauses.
    await waitFor(() => expect(localStorage.getItem('KS_signup_draft')).not.toBeNull());
    expect(localStorage.getItem('KS_signup_draft')).not.toContain(PASSWORD);
    first.unmount();

    const { user, wizard } = openSignUp();
    expect(await wizard.step('Choose a tier')).toBeInTheDocument();
    expect(await screen.findByText('Welcome back: we kept your details.')).toBeInTheDocument();
    await chooseTier(user, wizard, /Starter/);
    await wizard.next();
    await fillBusiness(wizard);
    await wizard.submit("Let's Roll");

    expect(await wizard.step('Choose your password')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your password again.');
    expect(
      screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }),
    ).toBeChecked();
    await wizard.enter('Password', PASSWORD);
    await wizard.enter('Confirm password', PASSWORD);
    await wizard.next();
    await wizard.next();
    await wizard.step('Your Business Details');
    expect(screen.getByLabelText('Organisation name')).toHaveValue('Analytical Goods');
    await wizard.submit("Let's Roll");

    expect(
      await screen.findByRole('dialog', { name: 'Verify your e-mail address' }),
    ).toBeInTheDocument();
    expect(simulator().users.find((u) => u.email === 'ada@example.com')).toBeDefined();
  });

  it('starts over on request, clearing the draft', async () => {
    const { user, wizard } = openSignUp();
    await fillGetStarted(wizard);
    await wizard.next();
    await wizard.step('Choose your password');
    await waitFor(() => expect(storage.get(StorageKeys.signupDraft)).not.toBeNull());

    await user.click(screen.getByRole('button', { name: 'Start over' }));
    const confirm = await screen.findByRole('tooltip');
    await user.click(within(confirm).getByRole('button', { name: 'Start over' }));

    expect(await wizard.step('Get Started')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('');
    expect(storage.get(StorageKeys.signupDraft)).toBeNull();
  });
});
