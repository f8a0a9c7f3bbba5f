import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { RouteErrorPage } from './RouteErrorPage';

// The illustrated view's chunk cannot be loaded (a deploy replaced the chunk files).
vi.mock('./RouteErrorView', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

function Broken(): never {
  throw new Error('chunk of the page failed to load');
}

it('still offers a reload when the error view itself cannot be loaded', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const router = createMemoryRouter(
    [
      {
        path: '/',
        errorElement: <RouteErrorPage />,
        HydrateFallback: () => null,
        element: <Broken />,
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  expect(
    await screen.findByRole('heading', { name: 'This page could not be displayed' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  vi.restoreAllMocks();
});
