import { render, screen } from '@testing-library/react';
import { StatusPage } from './StatusPage';

it('renders the title as the page heading with subtitle and actions', async () => {
  render(
    <StatusPage
      status="404"
      title="Page not found"
      subTitle="Nothing here."
      extra={<button>Dashboard</button>}
    />,
  );
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
  ).toBeInTheDocument();
  expect(screen.getByText('Nothing here.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Dashboard' })).toBeInTheDocument();
});
