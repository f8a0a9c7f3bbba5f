import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { storage, StorageKeys } from '@/lib/storage';
import { simulatorServer } from '@simulator/node';
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
  it('takes a new merchant through the four steps to the verification dialog', async () => {
    const { user, router, wizard } = openSignUp();
    const usersBefore = simulator().users.count();
    const signUpCalls: string[] = [];
    simulatorServer.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && /\/v1\/auth\/?$/.test(new URL(request.url).pathname))
        signUpCalls.push(request.url);
    });

    expect(await wizard.step('Get Started')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Sign up | KeepStock'));
    await fillGetStarted(wizard);
    await wizard.next();
    await fillPassword(user, wizard);
    await wizard.next();
    await chooseTier(user, wizard);
    await wizard.next();
    await fillBusiness(wizard);
    // A double click must not create two accounts.
    await user.dblClick(screen.getByRole('button', { name: "Let's Roll" }));

    expect(
      await screen.findByRole('dialog', { name: 'Verify your e-mail address' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(signUpCalls).toHaveLength(1);
    simulatorServer.events.removeAllListeners();
    const store = simulator();
    expect(store.users.count()).toBe(usersBefore + 1);
    const created = store.users.find((u) => u.email === 'ada@example.com')!;
    expect(created).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      user_verified: false,
    });
    const organisation = store.organisations.find((o) => o.name === 'Analytical Goods')!;
    expect(organisation).toMatchObject({
      legal_name: 'Analytical Goods Pty Ltd',
      tier: 'growth',
      phone: '+61 412 345 678',
    });
    expect(
      store.memberships.find(
        (m) => m.user_id === created.id && m.organisation_id === organisation.id,
      ),
    ).toMatchObject({ role: 'OWNER', status: 'active' });
    // The session is kept as after a sign-in, and nothing of the sign-up is left behind.
    expect(storage.get<{ email: string }>(StorageKeys.user)?.email).toBe('ada@example.com');
    expect(storage.get(StorageKeys.signupDraft)).toBeNull();
  });

  it('says inline that an e-mail is taken and does not move on', async () => {
    const { user, wizard } = openSignUp();
    await wizard.step('Get Started');
    await wizard.enter('First name', 'Olivia');
    await wizard.enter('Last name', 'Owner');
    // Typed key by key: the check's spinner and tick must not steal the focus mid-word.
    await user.type(screen.getByLabelText('Email'), 'owner@demo.test');
    expect(screen.getByLabelText('Email')).toHaveValue('owner@demo.test');

    expect(await screen.findByText('Email has already been taken')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await wizard.next();
    expect(screen.getByRole('heading', { name: 'Get Started' })).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Email'));
    await wizard.enter('Email', 'new.owner@demo.test');
    // Enter submits the step, as Next does.
    await user.keyboard('{Enter}');
    expect(await wizard.step('Choose your password')).toBeInTheDocument();
  });

  it('lets the person go on when the check itself fails; the server decides at the end', async () => {
    simulatorServer.use(http.post('*/v1/users/validate-uniqueness', () => HttpResponse.error()));
    const { wizard } = openSignUp();
    await fillGetStarted(wizard);

    expect(
      await screen.findByText(
        "We couldn't check this just now. We'll check again when you finish.",
      ),
    ).toBeInTheDocument();
    await wizard.next();
    expect(await wizard.step('Choose your password')).toBeInTheDocument();
  });

  it('shows every problem of the current step and stays on it', async () => {
    const { wizard } = openSignUp();
    await wizard.step('Get Started');
    await wizard.next();

    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(await screen.findByText('Last name is required')).toBeInTheDocument();
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Get Started' })).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses passwords that differ, then an unticked terms box', async () => {
    const { user, wizard } = openSignUp();
    await fillGetStarted(wizard);
    await wizard.next();
    await fillPassword(user, wizard, 'Engine2025', false);
    const rules = screen.getByRole('list', { name: 'Password requirements' });
    expect(within(rules).getAllByText('(done)', { exact: false })).toHaveLength(2);
    await wizard.next();

    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
    expect(await screen.findByText('Please accept terms and conditions')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Confirm password'));
    await wizard.enter('Confirm password', PASSWORD);
    await wizard.next();
    await waitFor(() => expect(screen.queryByText('Passwords must match')).not.toBeInTheDocument());
    expect(await screen.findByText('Please accept terms and conditions')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Choose your password' })).toBeInTheDocument();
  });

  it('keeps everything typed when going back', async () => {
    const { user, wizard } = openSignUp();
    await reachTierStep(user, wizard);
    await wizard.back();
    await wizard.step('Choose your password');
    expect(screen.getByLabelText('Password')).toHaveValue(PASSWORD);
    await wizard.back();
    await wizard.step('Get Started');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  });

  it('says inline that an organisation name is taken and creates nothing', async () => {
    const { user, wizard } = openSignUp();
    const usersBefore = simulator().users.count();
    await reachTierStep(user, wizard);
    await chooseTier(user, wizard);
    await wizard.next();
    await fillBusiness(wizard, 'Koala Supply Co');

    expect(await screen.findByText('Organisation name has already been taken')).toBeInTheDocument();
    await wizard.submit("Let's Roll");
    expect(screen.getByRole('heading', { name: 'Your Business Details' })).toBeInTheDocument();
    expect(simulator().users.count()).toBe(usersBefore);
  });

  it('offers the tiers as radios the arrow keys move through', async () => {
    const { user, wizard } = openSignUp();
    await reachTierStep(user, wizard);
    await user.click(screen.getByRole('radio', { name: /Starter/ }));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: /Growth/ })).toBeChecked();
    expect(screen.getByRole('radiogroup')).toHaveAccessibleName(
      /Which tier fits your business best/,
    );
  });

  it('links back to sign-in', async () => {
    const { user, router } = openSignUp();
    await user.click(await screen.findByRole('link', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });
});
