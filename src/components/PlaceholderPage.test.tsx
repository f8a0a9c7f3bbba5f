import { screen } from '@testing-library/react';
import { renderWithShell } from '@/app/layout/testing';
import { placeholderRoute } from '@/core/routing/placeholderRoute';
import type { RouteObject } from 'react-router-dom';
import { PlaceholderPage } from './PlaceholderPage';

describe('PlaceholderPage', () => {
  it('names the screen and the issue that builds it, with the image and a way back', async () => {
    const routes = [
      {
        ...placeholderRoute('/space/bundles', 'Bundles', 'the catalogue issue (#4)'),
        lazy: undefined,
        Component: PlaceholderPage,
      },
    ] as RouteObject[];
    renderWithShell(null, { path: '/space/bundles', routes });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bundles' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const image = screen.getByRole('img', { name: 'Coming soon' });
    expect(image).toHaveAttribute('src', '/coming-soon.svg');
    expect(image).toHaveAttribute('width', '350');
    expect(image).toHaveAttribute('height', '350');
    expect(
      screen.getByText('This screen is not built yet. It arrives with the catalogue issue (#4).'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('is loaded lazily by placeholderRoute', async () => {
    const routes = [
      {
        HydrateFallback: () => null,
        children: [placeholderRoute('/orders/draft', 'Draft Orders', 'an orders issue')],
      },
    ] as RouteObject[];
    renderWithShell(null, { path: '/orders/draft', routes });
    expect(
      await screen.findByRole('heading', { name: 'Draft Orders' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
