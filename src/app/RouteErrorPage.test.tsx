import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { RouteErrorPage } from './RouteErrorPage';

function Broken(): never {
  throw new Error('render failed');
}

function renderFailingRoute(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        errorElement: <RouteErrorPage />,
        HydrateFallback: () => null,
        children: [{ path: 'broken', element: <Broken /> }],
      },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

describe('RouteErrorPage', () => {
  beforeEach(() => {
    // React logs the error a route throws; the page under test is what the user sees instead.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('offers a reload when a page fails to render', async () => {
    renderFailingRoute('/broken');
    expect(await screen.findByText('This page could not be displayed')).toBeInTheDocument();
    expect(
      screen.getByText('Reload the page to try again. If it keeps happening, contact support.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('says the page was not found for an unknown path', async () => {
    renderFailingRoute('/no-such-page');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
