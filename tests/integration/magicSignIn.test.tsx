import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createTestRouter } from '@/app/createAppRouter';
import { Providers } from '@/app/Providers';
import { makeStore } from '@/app/store';
import { wireHttp } from '@/app/wireHttp';
import { storage } from '@/lib/storage';
import { call } from '@simulator/testing/helpers';
import { simulatorServer } from '@simulator/node';
import { renderApp, signedInStore } from '../support/renderApp';
import { linkMailedTo, mailsTo, unspent } from '../support/mailbox';
import { withSimulator } from '../support/simulator';
import { closeAfterTest } from '../support/storeLifetime';

const simulator = withSimulator();
afterEach(() => simulatorServer.events.removeAllListeners());

const userRecord = (email: string) => simulator().users.find((u) => u.email === email)!;
const sessionsOf = (email: string) =>
  simulator().sessions.count((s) => s.user_id === userRecord(email).id);
const SIGN_IN_LINK = /sign-in link/;
const linkMailsTo = (email: string) => mailsTo(simulator(), email, SIGN_IN_LINK);

/** The path and query of the newest sign-in link mailed to `email`. */
const magicLinkFor = (email: string) => linkMailedTo(simulator(), email, SIGN_IN_LINK);

/** Asks the server for a link directly, as if the person had asked on another device. */
async function mailLinkTo(email: string): Promise<string> {
  const { status } = await call('POST', 'auth/magic_link', { body: { email } });
  expect(status).toBe(200);
  return magicLinkFor(email);
}

/** At the dashboard, welcomed by name as `email`'s person, whom this browser keeps signed in. */
async function expectWelcomedAs(router: ReturnType<typeof renderApp>['router'], email: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  const person = userRecord(email);
  expect(
    await screen.findByRole('heading', { name: `Welcome back, ${person.first_name}` }),
  ).toBeInTheDocument();
  expect(storage.get<{ email: string }>('user')?.email).toBe(email);
}

const tokenOf = (link: string) => new URL(link, 'http://x').searchParams.get('token')!;

describe('magic sign-in', () => {
  it('mails a link from the sign-in page, and the link signs in', async () => {
    const first = renderApp('/auth/login');
    await first.user.type(await screen.findByLabelText('Email'), 'member@demo.test');
    await first.user.click(screen.getByRole('button', { name: 'E-mail me a sign-in link' }));

    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(screen.getByText(/lasts 15 minutes/)).toBeInTheDocument();
    const link = magicLinkFor('member@demo.test');
    expect(link).toMatch(/^\/auth\/magic_sign_in\?token=/);
    cleanup();

    const { router, store } = renderApp(link);

    await expectWelcomedAs(router, 'member@demo.test');
    expect(store.getState().session.user?.email).toBe('member@demo.test');
    expect(sessionsOf('member@demo.test')).toBe(1);
    expect(unspent(simulator().magic_links.all())).toEqual([]);
  });

  it('checks only the address on the sign-in page before mailing a link', async () => {
    const { user } = renderApp('/auth/login');
    await user.click(await screen.findByRole('button', { name: 'E-mail me a sign-in link' }));

    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
    expect(simulator().mails.count((m) => /sign-in link/.test(m.subject))).toBe(0);
  });

  it('asks first when another account is signed in; Continue signs it out, then the link signs in', async () => {
    const store = await signedInStore('owner@demo.test');
    const ownerSession = store.getState().session.user!.headers;
    const link = await mailLinkTo('member@demo.test');

    const { router, user } = renderApp(link, store);

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(
      'You are signed in as owner@demo.test. This sign-in link is for member@demo.test.',
    );
    // Nothing happens before the person decides: still the owner, the link unspent.
    expect(store.getState().session.user?.email).toBe('owner@demo.test');
    expect(unspent(simulator().magic_links.all())).toHaveLength(1);

    await user.click(within(notice).getByRole('button', { name: 'Continue' }));

    await expectWelcomedAs(router, 'member@demo.test');
    expect(store.getState().session.user?.headers.uid).toBe('member@demo.test');
    expect(unspent(simulator().magic_links.all())).toEqual([]);
    expect(sessionsOf('member@demo.test')).toBe(1);
    // The owner was signed out on the server, not only forgotten here.
    expect((await call('GET', 'auth/me', { auth: ownerSession })).status).toBe(401);
  });

  it('Cancel goes back to the dashboard: the session stays, the link stays unspent', async () => {
    const store = await signedInStore('owner@demo.test');
    const ownerSessions = sessionsOf('owner@demo.test');
    const link = await mailLinkTo('member@demo.test');

    const { router, user } = renderApp(link, store);

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('This sign-in link is for member@demo.test.');
    await user.click(within(notice).getByRole('button', { name: 'Cancel' }));

    await expectWelcomedAs(router, 'owner@demo.test');
    expect(store.getState().session.user?.email).toBe('owner@demo.test');
    expect(sessionsOf('owner@demo.test')).toBe(ownerSessions);
    expect(sessionsOf('member@demo.test')).toBe(0);
    const [magicLink] = simulator().magic_links.all();
    expect(magicLink).toMatchObject({ used_at: null });
    expect(unspent(simulator().magic_links.all())).toHaveLength(1);
  });

  it('does not ask when the link is for the account already signed in', async () => {
    const store = await signedInStore('member@demo.test');
    const link = await mailLinkTo('member@demo.test');

    const { router } = renderApp(link, store);

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    expect(store.getState().session.user?.email).toBe('member@demo.test');
    expect(unspent(simulator().magic_links.all())).toEqual([]);
  });

  it('follows the stored redirect URL, then forgets it', async () => {
    storage.set('redirect_url', '/changelog');
    const link = await mailLinkTo('member@demo.test');

    const { router } = renderApp(link);

    expect(await screen.findByRole('heading', { name: "What's new" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/changelog');
    expect(storage.get('redirect_url')).toBeNull();
  });

  it('spends the token once under React StrictMode', async () => {
    const link = await mailLinkTo('member@demo.test');
    let redeemRequests = 0;
    const countRedeems = ({ request }: { request: Request }) => {
      if (request.url.endsWith('/auth/magic_sign_in')) redeemRequests += 1;
    };
    simulatorServer.events.on('request:start', countRedeems);
    const store = closeAfterTest(makeStore());
    wireHttp(store);
    const router = createTestRouter(link, store.context);
    render(
      <StrictMode>
        <Providers store={store}>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(store.getState().session.user?.email).toBe('member@demo.test');
    expect(sessionsOf('member@demo.test')).toBe(1);
    // StrictMode mounts effects twice in development: the page must still ask only once.
    expect(redeemRequests).toBe(1);
  });

  it('explains a used link and offers a new one and the password sign-in', async () => {
    const link = await mailLinkTo('member@demo.test');
    expect(
      (await call('POST', 'auth/magic_sign_in', { body: { token: tokenOf(link) } })).status,
    ).toBe(200);

    const { user, store } = renderApp(link);

    expect(await screen.findByText('This sign-in link has already been used')).toBeInTheDocument();
    expect(store.getState().session.user).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in with your password' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
    await user.type(screen.getByLabelText('Email'), 'member@demo.test');
    await user.click(screen.getByRole('button', { name: 'E-mail me a sign-in link' }));
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(linkMailsTo('member@demo.test')).toHaveLength(2);
  });

  it('explains an expired link', async () => {
    const link = await mailLinkTo('member@demo.test');
    const record = simulator().magic_links.all()[0];
    simulator().magic_links.update(record.id, {
      expires_at: new Date(Date.now() - 1000).toISOString(),
    });

    renderApp(link);

    expect(await screen.findByText('This sign-in link has expired')).toBeInTheDocument();
    expect(screen.getByText(/Sign-in links last 15 minutes/)).toBeInTheDocument();
    expect(sessionsOf('member@demo.test')).toBe(0);
  });

  it('explains an unknown link', async () => {
    renderApp('/auth/magic_sign_in?token=made-up');
    expect(await screen.findByText('This sign-in link is not valid')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'E-mail me a sign-in link' })).toBeInTheDocument();
  });

  it('without a token, asks for a link (prefilled from ?email=)', async () => {
    const { user } = renderApp('/auth/magic_sign_in?email=admin%40demo.test');
    expect(await screen.findByLabelText('Email')).toHaveValue('admin@demo.test');
    await user.click(screen.getByRole('button', { name: 'E-mail me a sign-in link' }));

    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(screen.getByText('admin@demo.test')).toBeInTheDocument();
    expect(linkMailsTo('admin@demo.test')).toHaveLength(1);
  });
});
