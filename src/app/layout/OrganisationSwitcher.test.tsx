import { act, screen, waitFor, within } from '@testing-library/react';
import { OrganisationSwitcher } from './OrganisationSwitcher';
import { renderWithShell } from '@tests/support/shell';

afterEach(() => {
  vi.restoreAllMocks();
});

async function openMenu(user: ReturnType<typeof renderWithShell>['user']) {
  await user.click(await screen.findByRole('button', { name: /^Switch organisation/ }));
  return screen.findByRole('menu', {});
}

describe('OrganisationSwitcher', () => {
  it("lists the user's organisations with logo or initials, name and role", async () => {
    const { user } = renderWithShell(<OrganisationSwitcher />);
    const menu = await openMenu(user);
    const items = within(menu).getAllByRole('menuitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Acme Trading');
    expect(items[0]).toHaveTextContent('Owner');
    expect(items[0]).toHaveTextContent('AT'); // no logo: initials
    expect(items[1]).toHaveTextContent('Blue Harbour');
    expect(items[1]).toHaveTextContent('Member');
    const logo = items[1].querySelector('img');
    expect(logo).toHaveAttribute('src', 'https://cdn.example/blue.png');
  });

  it('choosing the active organisation goes home without a request', async () => {
    const { user, router, store } = renderWithShell(<OrganisationSwitcher />, {
      path: '/space/products',
    });
    // The switch's request code is loaded already: a switch would call it without delay.
    const post = vi.spyOn(await store.context.transport.http(), 'request');
    await import('@/api/sessionEndpoints');
    // A switch marks itself under way the moment it is dispatched.
    const switching: boolean[] = [];
    const unsubscribe = store.subscribe(() =>
      switching.push(store.getState().session.isSwitchingOrganisation),
    );
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: /Acme Trading/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    // Let anything the click started settle: a dynamic import, a queued request.
    await act(() => new Promise<void>((resolve) => queueMicrotask(resolve)));
    await act(async () => {
      await import('@/api/sessionEndpoints');
    });
    unsubscribe();
    expect(switching).not.toContain(true);
    expect(post).not.toHaveBeenCalled();
    expect(store.getState().session.isSwitchingOrganisation).toBe(false);
  });

  it('choosing another organisation dispatches the switch and shows a spinner meanwhile', async () => {
    // Never settles, so the in-progress state can be observed.
    const { user, store } = renderWithShell(<OrganisationSwitcher />, { path: '/space/products' });
    const post = vi
      .spyOn(await store.context.transport.http(), 'request')
      .mockReturnValue(new Promise(() => {}));
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: /Blue Harbour/ }));
    // The request code loads with the first request, so the call comes a moment later.
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        expect.objectContaining({
          url: 'users/switch-organisation',
          method: 'POST',
          data: { organisation_uid: 'org-2' },
        }),
      ),
    );
    expect(store.getState().session.isSwitchingOrganisation).toBe(true);
    const trigger = screen.getByRole('button', { name: 'Switch organisation: Acme Trading' });
    await waitFor(() => expect(trigger).toHaveAttribute('aria-busy', 'true'));
    expect(trigger.querySelector('.anticon-loading')).not.toBeNull();
  });

  it('renders nothing without a user', async () => {
    renderWithShell(
      <>
        <p>page</p>
        <OrganisationSwitcher />
      </>,
      { user: null },
    );
    await screen.findByText('page');
    expect(screen.queryByRole('button', { name: /^Switch organisation/ })).not.toBeInTheDocument();
  });
});
