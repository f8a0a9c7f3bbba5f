import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { ListRoute } from '@/core/routing/urlState';
import { useListRouting } from './useListRouting';

type Routing = ReturnType<typeof useListRouting>;

function Probe({ onRouting }: { onRouting: (routing: Routing) => void }) {
  const routing = useListRouting();
  useEffect(() => {
    onRouting(routing);
  }, [routing, onRouting]);
  return <p>the list</p>;
}

/**
 * The list's page on a memory router whose navigation to `?q=<held>` waits until the test lets
 * it land, as a slow page would keep the URL of a key from showing while the next key is typed.
 */
async function renderList(held: string) {
  let land = () => {};
  const landing = new Promise<null>((resolve) => (land = () => resolve(null)));
  let routing: Routing | undefined;
  const router = createMemoryRouter(
    [
      {
        path: '/space/products',
        element: <Probe onRouting={(given) => (routing = given)} />,
        loader: ({ request }) =>
          new URL(request.url).searchParams.get('q') === held ? landing : null,
      },
    ],
    { initialEntries: ['/space/products'] },
  );
  render(<RouterProvider router={router} />);
  await screen.findByText('the list');
  await waitFor(() => expect(routing).toBeDefined());
  const updates: ListRoute[] = [];
  routing!.router.onUpdate((route) => updates.push(route));
  return { router, routing: routing!, updates, land };
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('useListRouting', () => {
  it('does not hand back a URL it wrote when the page shows it after the next key', async () => {
    const { router, routing, updates, land } = await renderList('KS');
    // The router has the first key's URL and has not shown it yet when the next key writes its own.
    const stop = router.subscribe((state) => {
      if (state.location.search !== '?q=K') return;
      stop();
      routing.router.write({ q: 'KS' });
    });
    routing.router.write({ q: 'K' });
    await settle();
    expect(router.state.location.search).toBe('?q=K');

    await act(async () => land());
    await settle();
    expect(router.state.location.search).toBe('?q=KS');
    // Handing '?q=K' back would have set InstantSearch's query to 'K': the 'S' typed lost.
    expect(updates).toEqual([]);
  });

  it('hands InstantSearch a URL it did not write (Back, a link to another view)', async () => {
    const { router, routing, updates } = await renderList('none');
    routing.router.write({ q: 'MUG' });
    await settle();
    expect(router.state.location.search).toBe('?q=MUG');
    expect(updates).toEqual([]);

    await act(() => router.navigate('/space/products?q=CUP&sort=sku'));
    await settle();
    expect(updates).toEqual([{ q: 'CUP', sort: 'sku' }]);

    await act(() => router.navigate(-1));
    await settle();
    expect(router.state.location.search).toBe('?q=MUG');
    expect(updates).toEqual([{ q: 'CUP', sort: 'sku' }, { q: 'MUG' }]);
  });

  it('writes nothing when the route is what the URL is about to show', async () => {
    const { router, routing, land } = await renderList('KS');
    const navigations: string[] = [];
    router.subscribe((state) => navigations.push(state.navigation.state));
    routing.router.write({ q: 'KS' });
    routing.router.write({ q: 'KS' });
    await act(async () => land());
    await settle();
    expect(router.state.location.search).toBe('?q=KS');
    // One navigation: loading, then idle.
    expect(navigations.filter((state) => state === 'loading')).toHaveLength(1);
  });
});
