import { screen, waitFor, within } from '@testing-library/react';
import { HELP_CENTER_URL, SettingsDrawer } from './SettingsDrawer';
import { memberUser, renderWithShell } from '@tests/support/shell';

afterEach(() => {
  vi.restoreAllMocks();
});

async function drawer() {
  return screen.findByRole('dialog', { name: 'Settings' });
}

describe('SettingsDrawer', () => {
  it('lists the six items with their destinations', async () => {
    renderWithShell(<SettingsDrawer open onClose={() => {}} />);
    const d = within(await drawer());
    expect(d.getByRole('link', { name: 'Organisation' })).toHaveAttribute(
      'href',
      '/settings/organisation',
    );
    expect(d.getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/settings/profile/details',
    );
    expect(d.getByRole('link', { name: 'Billing (weekly invoices)' })).toHaveAttribute(
      'href',
      '/settings/billing',
    );
    expect(d.getByRole('link', { name: 'Wallet' })).toHaveAttribute('href', '/settings/wallet');
    const help = d.getByRole('link', { name: /Help Center/ });
    expect(help).toHaveAttribute('href', HELP_CENTER_URL);
    expect(help).toHaveAttribute('target', '_blank');
    expect(help.getAttribute('rel')).toContain('noopener');
    expect(d.getByRole('button', { name: 'Logout' })).toBeEnabled();
  });

  it('disables Billing and Wallet without the finance permission, with the tooltip', async () => {
    const { user } = renderWithShell(<SettingsDrawer open onClose={() => {}} />, {
      user: memberUser(),
    });
    const d = within(await drawer());
    const billing = d.getByRole('button', { name: 'Billing (weekly invoices)' });
    expect(billing).toBeDisabled();
    expect(d.getByRole('button', { name: 'Wallet' })).toBeDisabled();
    expect(d.queryByRole('link', { name: /Billing/ })).not.toBeInTheDocument();
    expect(d.getByRole('link', { name: 'Organisation' })).toBeInTheDocument();

    await user.hover(billing.parentElement!);
    expect(
      await screen.findByText('Access Restricted due to your current role permissions', {}),
    ).toBeInTheDocument();
  });

  it('closes after choosing an item', async () => {
    const onClose = vi.fn();
    const { user, router } = renderWithShell(<SettingsDrawer open onClose={onClose} />);
    await user.click(within(await drawer()).getByRole('link', { name: 'Profile' }));
    expect(onClose).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/settings/profile/details');
  });

  it('Logout signs out', async () => {
    const { user, store, router } = renderWithShell(<SettingsDrawer open onClose={() => {}} />);
    const del = vi
      .spyOn(await store.context.transport.http(), 'request')
      .mockResolvedValue({ data: {}, status: 200, headers: {} });
    await user.click(within(await drawer()).getByRole('button', { name: 'Logout' }));
    // The request code loads with the first request, so the call comes a moment later.
    await waitFor(() =>
      expect(del).toHaveBeenCalledWith(
        expect.objectContaining({ url: 'auth/sign_out', method: 'DELETE' }),
      ),
    );
    await waitFor(() => expect(store.getState().session.user).toBeNull());
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });
});
