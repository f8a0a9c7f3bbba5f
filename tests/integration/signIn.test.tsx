import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { simulatorServer } from '@simulator/node';
import { storage } from '@/lib/storage';
import { readSessionCookie } from '@/core/session/sessionCookie';
import { DEMO_PASSWORD, NETWORK_MESSAGE } from '../support/constants';
import { renderApp } from '../support/renderApp';
import { withSimulator } from '../support/simulator';

const simulator = withSimulator();

async function submitLogin(
  user: ReturnType<typeof renderApp>['user'],
  email: string,
  password: string,
) {
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('signing in', () => {
  it('signs the owner in, stores the session and shows the dashboard of their organisation', async () => {
    const { user, router } = renderApp('/auth/login');

    await submitLogin(user, 'owner@demo.test', DEMO_PASSWORD);

    expect(
      await screen.findByRole('heading', { name: 'Welcome back, Olivia' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    const stored = storage.get<{ email: string; headers: Record<string, string> }>('user');
    expect(stored?.email).toBe('owner@demo.test');
    expect(stored?.headers['access-token']).toBeTruthy();
    expect(readSessionCookie()).toEqual({ uid: 'owner@demo.test', user_verified: true });
    // The server issued exactly one session for this user.
    const owner = simulator().users.find((u) => u.email === 'owner@demo.test')!;
    expect(simulator().sessions.count((s) => s.user_id === owner.id)).toBe(1);
  });

  it('shows the figures the server computes for the organisation', async () => {
    const { user } = renderApp('/auth/login');
    await submitLogin(user, 'owner@demo.test', DEMO_PASSWORD);
    const owner = simulator().users.find((u) => u.email === 'owner@demo.test')!;
    const orgId = simulator().memberships.find((m) => m.user_id === owner.id)!.organisation_id;
    const activeProducts = simulator().products.count(
      (p) => p.organisation_id === orgId && !p.archived,
    );

    const card = (await screen.findByText('Active products')).closest('.ant-card') as HTMLElement;
    expect(card).toHaveTextContent(String(activeProducts));
  });

  it('shows the first server error for wrong credentials, and keeps what was typed', async () => {
    const { user } = renderApp('/auth/login');

    await submitLogin(user, 'owner@demo.test', 'wrong-password');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid login credentials. Please try again.',
    );
    expect(screen.getByLabelText('Email')).toHaveValue('owner@demo.test');
    expect(storage.get('user')).toBeNull();
  });

  it('uses the server message when it sends one of its own', async () => {
    simulatorServer.use(
      http.post('*/v1/auth/sign_in', () =>
        HttpResponse.json({ success: false, errors: ['Your account is locked.'] }, { status: 401 }),
      ),
    );
    const { user } = renderApp('/auth/login');
    await submitLogin(user, 'owner@demo.test', DEMO_PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account is locked.');
  });

  it('falls back to the verification-failed message when a rejection has no error', async () => {
    simulatorServer.use(
      http.post('*/v1/auth/sign_in', () => new HttpResponse(null, { status: 401 })),
    );
    const { user } = renderApp('/auth/login');
    await submitLogin(user, 'owner@demo.test', DEMO_PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid login credentials. Please try again.',
    );
  });

  it('says login failed when the server cannot answer', async () => {
    simulatorServer.use(http.post('*/v1/auth/sign_in', () => HttpResponse.error()));
    const { user } = renderApp('/auth/login');
    await submitLogin(user, 'owner@demo.test', DEMO_PASSWORD);
    expect(await screen.findByText('Login Failed, Try Again Later')).toBeInTheDocument();
    // The transport policy's network toast appears as well.
    expect(await screen.findByText(NETWORK_MESSAGE)).toBeInTheDocument();
  });

  it('says login failed on a server error without a message', async () => {
    simulatorServer.use(
      http.post('*/v1/auth/sign_in', () => new HttpResponse(null, { status: 500 })),
    );
    const { user } = renderApp('/auth/login');
    await submitLogin(user, 'owner@demo.test', DEMO_PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent('Login Failed, Try Again Later');
  });

  it('validates the fields before anything is sent', async () => {
    let calls = 0;
    simulatorServer.events.on('request:start', () => {
      calls += 1;
    });
    const { user } = renderApp('/auth/login');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'owner@demo');
    await user.tab();
    expect(await screen.findByText('Email must be a valid Email Address')).toBeInTheDocument();
    expect(calls).toBe(0);
    simulatorServer.events.removeAllListeners();
  });

  it('takes a deep link through login and back to it', async () => {
    const { user, router } = renderApp('/changelog?from=mail');

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(storage.get('redirect_url')).toBe('/changelog?from=mail');
    await submitLogin(user, 'owner@demo.test', DEMO_PASSWORD);

    expect(await screen.findByRole('heading', { name: "What's new" })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/changelog?from=mail',
    );
    expect(storage.get('redirect_url')).toBeNull();
  });
});
