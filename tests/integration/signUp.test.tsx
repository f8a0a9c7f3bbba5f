import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { encodePrefill } from '@/features/auth/signup/prefill';
import { storage, StorageKeys } from '@/lib/storage';
import { simulatorServer } from '@simulator/node';
import { renderApp } from '../support/renderApp';
import { withSimulator } from '../support/simulator';
import { wizardDriver } from '../support/wizardDriver';

const simulator = withSimulator();

type User = ReturnType<typeof renderApp>['user'];
type Driver = ReturnType<typeof wizardDriver>;
const PASSWORD = 'Engine2024';

/** The sign-up page with a driver for its wizard (the form named 'Sign up'). */
function openSignUp(path = '/auth/signup') {
  const app = renderApp(path);
  return { ...app, wizard: wizardDriver(app.user, 'Sign up') };
}

async function fillGetStarted(wizard: Driver, email = 'ada@example.com') {
  await wizard.step('Get Started');
  await wizard.enter('First name', 'Ada');
  await wizard.enter('Last name', 'Lovelace');
  await wizard.enter('Email', email);
}

async function fillPassword(
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

async function chooseTier(user: User, wizard: Driver, name = /Growth/) {
  await wizard.step('Choose a tier');
  await user.click(screen.getByRole('radio', { name }));
}

async function fillBusiness(wizard: Driver, organisation = 'Analytical Goods') {
  await wizard.step('Your Business Details');
  await wizard.enter('Organisation name', organisation);
  await wizard.enter('Legal name', `${organisation} Pty Ltd`);
  await wizard.enter('Phone', '+61 412 345 678');
  await wizard.choose('Country', 'Australia');
}

async function reachTierStep(user: User, wizard: Driver) {
  await fillGetStarted(wizard);
  await wizard.next();
  await fillPassword(user, wizard);
  await wizard.next();
  await wizard.step('Choose a tier');
}

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

  it('says when the countries cannot be loaded, and tries again on request', async () => {
    simulatorServer.use(
      http.get('*/v1/meta/configuration', () => new HttpResponse(null, { status: 500 })),
    );
    const { user, wizard } = openSignUp();
    await reachTierStep(user, wizard);
    await chooseTier(user, wizard);
    await wizard.next();

    expect(await screen.findByText("We couldn't load the list of countries.")).toBeInTheDocument();
    simulatorServer.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await wizard.choose('Country', 'Australia');
    expect(screen.queryByText("We couldn't load the list of countries.")).not.toBeInTheDocument();
  });

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

  it("maps the server's 422 back onto the field's step, keeping what was typed", async () => {
    const { user, wizard } = openSignUp();
    await reachTierStep(user, wizard);
    // Someone else takes the address between the check on step 1 and the submit.
    const owner = simulator().users.find((u) => u.email === 'owner@demo.test')!;
    const rival: Partial<typeof owner> = {
      ...owner,
      uid: 'ada@example.com',
      email: 'ada@example.com',
    };
    delete rival.id;
    simulator().users.insert(rival as Omit<typeof owner, 'id'>);
    await chooseTier(user, wizard);
    await wizard.next();
    await fillBusiness(wizard);
    await wizard.submit("Let's Roll");

    expect(await wizard.step('Get Started')).toBeInTheDocument();
    expect(await screen.findByText('Email has already been taken')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    expect(simulator().organisations.find((o) => o.name === 'Analytical Goods')).toBeUndefined();

    await user.clear(screen.getByLabelText('Email'));
    await wizard.enter('Email', 'ada.l@example.com');
    await waitFor(() =>
      expect(screen.queryByText('Email has already been taken')).not.toBeInTheDocument(),
    );
  });

  it('shows a failure that belongs to no field above the form and keeps the input', async () => {
    simulatorServer.use(
      http.post('*/v1/auth', () =>
        HttpResponse.json({ errors: ['Sign-up is paused for maintenance.'] }, { status: 503 }),
      ),
    );
    const { user, wizard } = openSignUp();
    await reachTierStep(user, wizard);
    await chooseTier(user, wizard);
    await wizard.next();
    await fillBusiness(wizard);
    await wizard.submit("Let's Roll");

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sign-up is paused for maintenance.',
    );
    expect(screen.getByLabelText('Legal name')).toHaveValue('Analytical Goods Pty Ltd');
    expect(screen.getByRole('button', { name: "Let's Roll" })).toBeEnabled();
  });

  it('links back to sign-in', async () => {
    const { user, router } = openSignUp();
    await user.click(await screen.findByRole('link', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });
});
