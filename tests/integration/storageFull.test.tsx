import { screen, waitFor, within } from '@testing-library/react';
import { StorageKeys, storage } from '@/lib/storage';
import { renderApp, signedInStore } from '../support/renderApp';
import { withSimulator } from '../support/simulator';

const simulator = withSimulator();

/** The browser refuses every localStorage write from now on, as a full quota does. */
function fillTheQuota() {
  const refused: string[] = [];
  const setItem = vi.spyOn(localStorage, 'setItem').mockImplementation((key: string) => {
    refused.push(key);
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  });
  return { refused, restore: () => setItem.mockRestore() };
}

describe('a full localStorage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('does not stop an organisation switch half-way: it is reported, the cache is reset and the portal goes home', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = await signedInStore('owner@demo.test');
    const { user, router } = renderApp('/space/products', store);
    expect(await screen.findByRole('heading', { level: 1, name: 'Products' })).toBeInTheDocument();
    const before = storage.get<{ x_organisation_uid: string }>(StorageKeys.user)!;
    const target = simulator().organisations.find((o) => o.name === 'Harbour & Finch')!;

    const quota = fillTheQuota();
    await user.click(screen.getByRole('button', { name: /^Switch organisation/ }));
    const menu = await screen.findByRole('menu');
    await user.click(within(menu).getByRole('menuitem', { name: /Harbour & Finch/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(store.getState().session.user!.x_organisation_uid).toBe(target.uid);
    expect(store.getState().session.isSwitchingOrganisation).toBe(false);
    expect(await screen.findByText(/You are working in/)).toHaveTextContent('Harbour & Finch');
    // The write of the new user was refused and reported; the stored copy is the one before.
    expect(quota.refused).toContain('KS_user');
    expect(errors).toHaveBeenCalledWith(
      expect.stringContaining('quota has been exceeded'),
      expect.objectContaining({ context: expect.objectContaining({ key: 'KS_user' }) }),
    );
    quota.restore();
    expect(storage.get<{ x_organisation_uid: string }>(StorageKeys.user)).toEqual(before);
  });
});
