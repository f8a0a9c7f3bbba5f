import { cleanup, screen, waitFor } from '@testing-library/react';
import { storage } from '@/lib/storage';
import { call } from '@simulator/testing/helpers';
import { DEMO_PASSWORD, renderApp } from '../support/renderApp';
import { linkMailedTo, mailsTo, spent, unspent } from '../support/mailbox';
import { withSimulator } from '../support/simulator';

const simulator = withSimulator();

const NEW_PASSWORD = 'Fresh-start-2027';

const resetLinkFor = (email: string) =>
  linkMailedTo(simulator(), email, /Reset your KeepStock password/);
const resetMailsTo = (email: string) => mailsTo(simulator(), email, /Reset your/).length;

async function requestReset(user: ReturnType<typeof renderApp>['user'], email: string) {
  await user.type(await screen.findByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  await screen.findByRole('heading', { name: 'Check your inbox' });
}

async function chooseNewPassword(user: ReturnType<typeof renderApp>['user'], password: string) {
  await user.type(await screen.findByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm password'), password);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

async function signInWith(user: ReturnType<typeof renderApp>['user'], password: string) {
  // After a refusal the button spins until the submit settles. happy-dom never ends antd's
  // leave animation, so the spinner's "loading" label may linger in the name: match the end.
  const button = screen.getByRole('button', { name: /^(loading )?Sign in$/ });
  await waitFor(() => expect(button).toBeEnabled());
  const field = screen.getByLabelText('Password');
  await user.clear(field);
  await user.type(field, password);
  await user.click(button);
}

describe('forgotten password', () => {
  it('mails a link, and the link sets a new password and leads to sign-in', async () => {
    const first = renderApp('/auth/forgot-password');
    await requestReset(first.user, 'member@demo.test');

    expect(screen.getByText(/member@demo\.test/)).toBeInTheDocument();
    expect(screen.getByText(/lasts 1 hour/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toBeInTheDocument();
    const link = resetLinkFor('member@demo.test');
    expect(link).toMatch(/^\/auth\/reset-password\/[^/?]+\?o=/);
    cleanup();

    const { user, router } = renderApp(link);
    expect(await screen.findByText('member@demo.test')).toBeInTheDocument(); // "for <email>"
    await chooseNewPassword(user, NEW_PASSWORD);

    expect(
      await screen.findByRole('heading', { name: 'Your password has been changed' }),
    ).toBeInTheDocument();
    expect(unspent(simulator().password_resets.all())).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(await screen.findByLabelText('Email')).toHaveValue('member@demo.test');
  });

  it('after a reset, only the new password signs in', async () => {
    await call('POST', 'auth/password', {
      body: {
        email: 'member@demo.test',
        redirect_url: 'http://localhost:3000/auth/reset-password',
      },
    });
    const token = resetLinkFor('member@demo.test').split('/').pop()!.split('?')[0];
    const reset = await call('PUT', 'auth/password', {
      body: {
        reset_password_token: token,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      },
    });
    expect(reset.status).toBe(200);
    const { user, router } = renderApp('/auth/login?email=member%40demo.test');
    await screen.findByLabelText('Email');

    await signInWith(user, DEMO_PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid login credentials. Please try again.',
    );
    await signInWith(user, NEW_PASSWORD);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(storage.get<{ email: string }>('user')?.email).toBe('member@demo.test');
  });

  it('prefills the address from ?email= and resends the link on request', async () => {
    const { user } = renderApp('/auth/forgot-password?email=admin%40demo.test');
    expect(await screen.findByLabelText('Email')).toHaveValue('admin@demo.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await screen.findByRole('heading', { name: 'Check your inbox' });
    const firstLink = resetLinkFor('admin@demo.test');

    await user.click(screen.getByRole('button', { name: 'Resend link' }));

    expect(await screen.findByText('We sent a new link to admin@demo.test.')).toBeInTheDocument();
    expect(resetMailsTo('admin@demo.test')).toBe(2);
    expect(resetLinkFor('admin@demo.test')).not.toBe(firstLink);
  });

  it('sends one mail for a double click', async () => {
    const { user } = renderApp('/auth/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'member@demo.test');
    await user.dblClick(screen.getByRole('button', { name: 'Send reset link' }));
    await screen.findByRole('heading', { name: 'Check your inbox' });
    expect(resetMailsTo('member@demo.test')).toBe(1);
  });

  it('checks the address before sending, and answers an unknown one like a known one', async () => {
    const { user } = renderApp('/auth/forgot-password');
    await user.click(await screen.findByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'nobody@demo');
    await user.tab();
    expect(await screen.findByText('Email must be a valid Email Address')).toBeInTheDocument();
    expect(simulator().mails.count((m) => /Reset your/.test(m.subject))).toBe(0);

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'nobody@demo.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(resetMailsTo('nobody@demo.test')).toBe(0);
  });
});

describe('the reset link', () => {
  async function mailedResetLink(email: string) {
    const { user } = renderApp('/auth/forgot-password');
    await requestReset(user, email);
    cleanup();
    return resetLinkFor(email);
  }

  it('checks the new password before sending it', async () => {
    const link = await mailedResetLink('member@demo.test');
    const { user } = renderApp(link);
    await user.click(await screen.findByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('New password is required')).toBeInTheDocument();
    expect(screen.getByText('Confirm password is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('New password'), 'short1');
    await user.type(screen.getByLabelText('Confirm password'), 'short2');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords must match')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(spent(simulator().password_resets.all())).toEqual([]);
  });

  it('refuses a second use and offers a new link for the same address', async () => {
    const link = await mailedResetLink('member@demo.test');
    const first = renderApp(link);
    await chooseNewPassword(first.user, NEW_PASSWORD);
    await screen.findByRole('heading', { name: 'Your password has been changed' });
    cleanup();

    const { user, router } = renderApp(link);
    await chooseNewPassword(user, 'Another-one-2028');

    expect(await screen.findByText('This reset link has already been used')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Request a new link' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/forgot-password'));
    expect(await screen.findByLabelText('Email')).toHaveValue('member@demo.test');
  });

  it('says when the link has expired, and keeps the old password', async () => {
    const link = await mailedResetLink('member@demo.test');
    const record = simulator().password_resets.all()[0];
    simulator().password_resets.update(record.id, {
      expires_at: new Date(Date.now() - 60_000).toISOString(),
    });
    const { user } = renderApp(link);
    await chooseNewPassword(user, NEW_PASSWORD);

    expect(await screen.findByText('This reset link has expired')).toBeInTheDocument();
    expect(screen.getByText(/Reset links last 1 hour/)).toBeInTheDocument();
    expect(simulator().password_resets.get(record.id)?.used_at).toBeNull();
  });

  it('says when the link is unknown, and ignores an address it cannot decode', async () => {
    const { user, router } = renderApp('/auth/reset-password/not-a-real-token?o=%%%');
    expect(
      await screen.findByRole('heading', { name: 'Choose a new password' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^for/)).not.toBeInTheDocument();
    await chooseNewPassword(user, NEW_PASSWORD);

    expect(await screen.findByText('This reset link is not valid')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Request a new link' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/forgot-password'));
    expect(router.state.location.search).toBe('');
  });
});
