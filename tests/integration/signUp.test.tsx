import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { encodePrefill } from '@/features/auth/signup/prefill';
import { storage, StorageKeys } from '@/lib/storage';
import { simulatorServer } from '@/mocks/node';
import { renderApp } from '../support/renderApp';
import { withSimulator } from '../support/simulator';

const simulator = withSimulator();

type User = ReturnType<typeof renderApp>['user'];
const PASSWORD = 'Engine2024';

/** Focus and paste: a person's input, far faster than typing key by key through antd. */
async function fill(user: User, label: string, text: string) {
  const field = await screen.findByLabelText(label);
  await user.click(field);
  await user.paste(text);
}

const heading = (name: string) => screen.findByRole('heading', { name, level: 2 });
const next = (user: User) => user.click(screen.getByRole('button', { name: 'Next' }));

async function fillGetStarted(user: User, email = 'ada@example.com') {
  await fill(user, 'First name', 'Ada');
  await fill(user, 'Last name', 'Lovelace');
  await fill(user, 'Email', email);
}

async function fillPassword(user: User, confirmation = PASSWORD, acceptTerms = true) {
  await heading('Choose your password');
  await fill(user, 'Password', PASSWORD);
  await fill(user, 'Confirm password', confirmation);
  if (acceptTerms)
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
}

async function chooseTier(user: User, name = /Growth/) {
  await heading('Choose a tier');
  await user.click(screen.getByRole('radio', { name }));
}

async function chooseCountry(user: User, name: string) {
  await user.click(screen.getByRole('combobox', { name: 'Country' }));
  await user.type(screen.getByRole('combobox', { name: 'Country' }), name.slice(0, 5));
  await user.click(await screen.findByTitle(name));
}

async function fillBusiness(user: User, organisation = 'Analytical Goods') {
  await heading('Your Business Details');
  await fill(user, 'Organisation name', organisation);
  await fill(user, 'Legal name', `${organisation} Pty Ltd`);
  await fill(user, 'Phone', '+61 412 345 678');
  await chooseCountry(user, 'Australia');
}

async function reachTierStep(user: User) {
  await fillGetStarted(user);
  await next(user);
  await fillPassword(user);
  await next(user);
  await heading('Choose a tier');
}

describe('signing up', () => {
  it('takes a new merchant through the four steps to the verification dialog', async () => {
    const { user, router } = renderApp('/auth/signup');
    const usersBefore = simulator().users.count();
    const signUpCalls: string[] = [];
    simulatorServer.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && /\/v1\/auth\/?$/.test(new URL(request.url).pathname))
        signUpCalls.push(request.url);
    });

    expect(await heading('Get Started')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Sign up | KeepStock'));
    await fillGetStarted(user);
    await next(user);
    await fillPassword(user);
    await next(user);
    await chooseTier(user);
    await next(user);
    await fillBusiness(user);
    // A double click must not create two accounts.
    await user.dblClick(screen.getByRole('button', { name: "Let's Roll" }));

    expect(await screen.findByText('Verify your e-mail address')).toBeInTheDocument();
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
    const { user } = renderApp('/auth/signup');
    await fill(user, 'First name', 'Olivia');
    await fill(user, 'Last name', 'Owner');
    // Typed key by key: the check's spinner and tick must not steal the focus mid-word.
    await user.type(screen.getByLabelText('Email'), 'owner@demo.test');
    expect(screen.getByLabelText('Email')).toHaveValue('owner@demo.test');

    expect(await screen.findByText('Email has already been taken')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await next(user);
    expect(screen.getByRole('heading', { name: 'Get Started' })).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Email'));
    await fill(user, 'Email', 'new.owner@demo.test');
    // Enter submits the step, as Next does.
    await user.keyboard('{Enter}');
    expect(await heading('Choose your password')).toBeInTheDocument();
  });

  it('lets the person go on when the check itself fails; the server decides at the end', async () => {
    simulatorServer.use(http.post('*/v1/users/validate-uniqueness', () => HttpResponse.error()));
    const { user } = renderApp('/auth/signup');
    await fillGetStarted(user);

    expect(
      await screen.findByText(
        "We couldn't check this just now. We'll check again when you finish.",
      ),
    ).toBeInTheDocument();
    await next(user);
    expect(await heading('Choose your password')).toBeInTheDocument();
  });

  it('shows every problem of the current step and stays on it', async () => {
    const { user } = renderApp('/auth/signup');
    await heading('Get Started');
    await next(user);

    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(await screen.findByText('Last name is required')).toBeInTheDocument();
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Get Started' })).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses passwords that differ, then an unticked terms box', async () => {
    const { user } = renderApp('/auth/signup');
    await fillGetStarted(user);
    await next(user);
    await fillPassword(user, 'Engine2025', false);
    const rules = screen.getByRole('list', { name: 'Password requirements' });
    expect(within(rules).getAllByText('(done)', { exact: false })).toHaveLength(2);
    await next(user);

    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
    expect(await screen.findByText('Please accept terms and conditions')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Confirm password'));
    await fill(user, 'Confirm password', PASSWORD);
    await next(user);
    await waitFor(() => expect(screen.queryByText('Passwords must match')).not.toBeInTheDocument());
    expect(await screen.findByText('Please accept terms and conditions')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Choose your password' })).toBeInTheDocument();
  });

  it('keeps everything typed when going back', async () => {
    const { user } = renderApp('/auth/signup');
    await reachTierStep(user);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await heading('Choose your password');
    expect(screen.getByLabelText('Password')).toHaveValue(PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await heading('Get Started');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  });

  it('says inline that an organisation name is taken and creates nothing', async () => {
    const { user } = renderApp('/auth/signup');
    const usersBefore = simulator().users.count();
    await reachTierStep(user);
    await chooseTier(user);
    await next(user);
    await fillBusiness(user, 'Koala Supply Co');

    expect(await screen.findByText('Organisation name has already been taken')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Let's Roll" }));
    expect(screen.getByRole('heading', { name: 'Your Business Details' })).toBeInTheDocument();
    expect(simulator().users.count()).toBe(usersBefore);
  });

  it('offers the tiers as radios the arrow keys move through', async () => {
    const { user } = renderApp('/auth/signup');
    await reachTierStep(user);
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
    const { user } = renderApp('/auth/signup');
    await reachTierStep(user);
    await chooseTier(user);
    await next(user);

    expect(await screen.findByText("We couldn't load the list of countries.")).toBeInTheDocument();
    simulatorServer.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await chooseCountry(user, 'Australia');
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
    const { user } = renderApp(`/auth/signup?d=${d}`);

    expect(await screen.findByLabelText('First name')).toHaveValue('Grace');
    expect(screen.getByLabelText('Email')).toHaveValue('grace@example.com');
    await next(user);
    await fillPassword(user);
    expect(screen.getByLabelText('Password')).toHaveValue(PASSWORD);
    await next(user);
    await heading('Choose a tier');
    expect(screen.getByRole('radio', { name: /Enterprise/ })).toBeChecked();
    await next(user);
    await heading('Your Business Details');
    expect(screen.getByLabelText('Organisation name')).toHaveValue('Compiler Supplies');
    expect(await screen.findByTitle('New Zealand')).toBeInTheDocument();
  });

  it('ignores an unreadable d query', async () => {
    renderApp('/auth/signup?d=%%%not-a-prefill');
    expect(await screen.findByLabelText('First name')).toHaveValue('');
  });

  it('resumes at the same step after a reload, and asks for the password again at the end', async () => {
    const first = renderApp('/auth/signup');
    await reachTierStep(first.user);
    expect(localStorage.getItem('KS_signup_draft')).not.toContain(PASSWORD);
    first.unmount();

    const { user } = renderApp('/auth/signup');
    expect(await heading('Choose a tier')).toBeInTheDocument();
    expect(await screen.findByText('Welcome back: we kept your details.')).toBeInTheDocument();
    await chooseTier(user, /Starter/);
    await next(user);
    await fillBusiness(user);
    await user.click(screen.getByRole('button', { name: "Let's Roll" }));

    expect(await heading('Choose your password')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your password again.');
    expect(
      screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }),
    ).toBeChecked();
    await fill(user, 'Password', PASSWORD);
    await fill(user, 'Confirm password', PASSWORD);
    await next(user);
    await next(user);
    await heading('Your Business Details');
    expect(screen.getByLabelText('Organisation name')).toHaveValue('Analytical Goods');
    await user.click(screen.getByRole('button', { name: "Let's Roll" }));

    expect(await screen.findByText('Verify your e-mail address')).toBeInTheDocument();
    expect(simulator().users.find((u) => u.email === 'ada@example.com')).toBeDefined();
  });

  it('starts over on request, clearing the draft', async () => {
    const { user } = renderApp('/auth/signup');
    await fillGetStarted(user);
    await next(user);
    await heading('Choose your password');
    expect(storage.get(StorageKeys.signupDraft)).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Start over' }));
    const confirm = await screen.findByRole('tooltip');
    await user.click(within(confirm).getByRole('button', { name: 'Start over' }));

    expect(await heading('Get Started')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('');
    expect(storage.get(StorageKeys.signupDraft)).toBeNull();
  });

  it("maps the server's 422 back onto the field's step, keeping what was typed", async () => {
    const { user } = renderApp('/auth/signup');
    await reachTierStep(user);
    // Someone else takes the address between the check on step 1 and the submit.
    const owner = simulator().users.find((u) => u.email === 'owner@demo.test')!;
    const rival: Partial<typeof owner> = {
      ...owner,
      uid: 'ada@example.com',
      email: 'ada@example.com',
    };
    delete rival.id;
    simulator().users.insert(rival as Omit<typeof owner, 'id'>);
    await chooseTier(user);
    await next(user);
    await fillBusiness(user);
    await user.click(screen.getByRole('button', { name: "Let's Roll" }));

    expect(await heading('Get Started')).toBeInTheDocument();
    expect(await screen.findByText('Email has already been taken')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    expect(simulator().organisations.find((o) => o.name === 'Analytical Goods')).toBeUndefined();

    await user.clear(screen.getByLabelText('Email'));
    await fill(user, 'Email', 'ada.l@example.com');
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
    const { user } = renderApp('/auth/signup');
    await reachTierStep(user);
    await chooseTier(user);
    await next(user);
    await fillBusiness(user);
    await user.click(screen.getByRole('button', { name: "Let's Roll" }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sign-up is paused for maintenance.',
    );
    expect(screen.getByLabelText('Legal name')).toHaveValue('Analytical Goods Pty Ltd');
    expect(screen.getByRole('button', { name: "Let's Roll" })).toBeEnabled();
  });

  it('links back to sign-in', async () => {
    const { user, router } = renderApp('/auth/signup');
    await user.click(await screen.findByRole('link', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });
});
