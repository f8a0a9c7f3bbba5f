import { act, screen, waitFor } from '@testing-library/react';
import { renderWithShell } from '@tests/support/shell';
import type { ListParamsConfig } from '@/core/routing/urlState';
import { useListParams } from '@/core/routing/urlState';
import { ListSearch, SEARCH_DELAY_MS } from './ListSearch';

const CONFIG: ListParamsConfig = { queryKey: 'q' };

function Search() {
  const list = useListParams(CONFIG);
  return <ListSearch list={list} label="Search orders" />;
}

const open = (path: string) =>
  renderWithShell(null, { path, routes: [{ path: '/orders', element: <Search /> }] });

describe('ListSearch', () => {
  it('puts the settled search in the URL and goes back to page 1', async () => {
    const { user, router } = open('/orders?page=3');
    const box = await screen.findByRole('searchbox', { name: 'Search orders' });
    await user.type(box, ' tea ');
    await waitFor(() => expect(router.state.location.search).toBe('?q=tea'));
    expect(box).toHaveValue(' tea ');
  });

  it('keeps typing that goes on while an earlier search is sent', async () => {
    const { user, router } = open('/orders');
    const box = await screen.findByRole('searchbox', { name: 'Search orders' });
    await user.type(box, 'gr');
    await waitFor(() => expect(router.state.location.search).toBe('?q=gr'));
    await user.type(box, 'een tea');
    await waitFor(() => expect(router.state.location.search).toBe('?q=green+tea'));
    expect(box).toHaveValue('green tea');
  });

  it('follows a search the URL brings from elsewhere (back, a link)', async () => {
    const { router } = open('/orders?q=tea');
    const box = await screen.findByRole('searchbox', { name: 'Search orders' });
    expect(box).toHaveValue('tea');
    await act(() => router.navigate('/orders?q=coffee'));
    expect(box).toHaveValue('coffee');
    // Long enough for a stale search to have been sent back: none is.
    await act(() => new Promise((resolve) => setTimeout(resolve, SEARCH_DELAY_MS + 100)));
    expect(router.state.location.search).toBe('?q=coffee');
    expect(box).toHaveValue('coffee');
  });
});
