import { screen, within } from '@testing-library/react';
import { useBreadcrumbName } from '@/components/breadcrumbs/BreadcrumbNames';
import { BreadcrumbNamesProvider } from '@/components/breadcrumbs/BreadcrumbNames';
import { AppBreadcrumbs } from './AppBreadcrumbs';
import { renderWithShell } from '@tests/support/shell';

const patterns = [
  '/dashboard',
  '/space/products',
  '/space/products/:id/summary',
  '/a/:b/c/:d/e/:f/g/:h/i',
];

function ProductPage() {
  useBreadcrumbName('12', 'Blue Mug');
  return <p>product</p>;
}

function renderAt(path: string, page = <p>page</p>) {
  return renderWithShell(
    <BreadcrumbNamesProvider>
      <AppBreadcrumbs patterns={patterns} />
      {page}
    </BreadcrumbNamesProvider>,
    { path },
  );
}

describe('AppBreadcrumbs', () => {
  it('renders a breadcrumb landmark with home, linked known paths and an unlinked last crumb', async () => {
    renderAt('/space/products/12/summary', <ProductPage />);
    const nav = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Home',
      'Space',
      'Products',
      'Blue Mug',
      'Summary',
    ]);
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/dashboard');
    expect(within(nav).getByRole('link', { name: 'Products' })).toHaveAttribute(
      'href',
      '/space/products',
    );
    expect(within(nav).queryByRole('link', { name: 'Space' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Summary' })).not.toBeInTheDocument();
    expect(within(nav).getByText('Summary')).toHaveAttribute('aria-current', 'page');
  });

  it('shows #id until a page names it', async () => {
    renderAt('/space/products/12/summary');
    expect(await screen.findByText('#12', {})).toBeInTheDocument();
  });

  it('collapses more than 8 crumbs behind a button that expands them', async () => {
    const { user } = renderAt('/a/1/c/2/e/3/g/4/i');
    const nav = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getAllByRole('listitem')).toHaveLength(3);
    await user.click(within(nav).getByRole('button', { name: 'Show all breadcrumbs' }));
    expect(within(nav).getAllByRole('listitem')).toHaveLength(10);
    expect(
      within(nav).queryByRole('button', { name: 'Show all breadcrumbs' }),
    ).not.toBeInTheDocument();
  });
});
