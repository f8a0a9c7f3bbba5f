import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { EMPTY_BUNDLE } from '@/features/bundles/form/values';
import { bundleDraftStore } from '@/features/bundles/wizard/draft';
import { EMPTY_PRODUCT_VALUES } from '@/features/products/form/values';
import { productDraftStore } from '@/features/products/wizard/draft';
import { draftOwner } from '@/lib/drafts/draftStore';
import { simulatorServer } from '@simulator/node';
import { renderApp, signedInStore } from '../support/renderApp';
import { searchOf } from '../support/queries';
import { withSimulator } from '../support/simulator';

const simulator = withSimulator();

/** The owner signed in, and the organisation the list shows. */
async function signInOwner() {
  const store = await signedInStore('owner@demo.test');
  const uid = store.getState().session.user!.x_organisation_uid;
  const organisationId = simulator().organisations.find((o) => o.uid === uid)!.id;
  return { store, organisationId };
}

/** The orders the search service promises (docs/simulator.md), to predict the rows. */
const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
type Product = { id: number; sku: string; created_at: string };
const newestFirst = (a: Product, b: Product) =>
  seconds(b.created_at) - seconds(a.created_at) || b.id - a.id;
const skuAscending = (a: Product, b: Product) => collator.compare(a.sku, b.sku) || a.id - b.id;

const activeProducts = (organisationId: number) =>
  simulator().products.filter((p) => p.organisation_id === organisationId && !p.archived);

/** The result rows on screen (antd's measuring row left out). */
const resultRows = () =>
  Array.from(document.querySelectorAll<HTMLElement>('.ant-table-tbody > tr.ant-table-row'));
const skusOnScreen = () =>
  resultRows().map((row) => within(row).getAllByRole('link')[0].textContent ?? '');
const columnIndex = (name: string) =>
  Array.from(document.querySelectorAll('.ant-table-thead th')).findIndex(
    (th) => th.textContent === name,
  );
const cellValues = (column: string) => {
  const index = columnIndex(column);
  return resultRows().map((row) => row.querySelectorAll('td')[index]?.textContent ?? '');
};
async function openList(
  path = '/space/products',
  session?: Awaited<ReturnType<typeof signInOwner>>,
) {
  const { store, organisationId } = session ?? (await signInOwner());
  const view = renderApp(path, store);
  await waitFor(() => expect(resultRows().length).toBeGreaterThan(0));
  return { ...view, organisationId };
}

describe('the products list', () => {
  it('shows the newest products first, one page of 20, and never bundles', async () => {
    const { organisationId } = await openList();
    const newest = [...activeProducts(organisationId)]
      .sort(newestFirst)
      .slice(0, 20)
      .map((p) => p.sku);

    expect(screen.getByRole('heading', { level: 1, name: 'Products' })).toBeInTheDocument();
    expect(skusOnScreen()).toEqual(newest);
    expect(
      screen.getByText(`${activeProducts(organisationId).length} products`),
    ).toBeInTheDocument();
    const link = screen.getByRole('link', { name: newest[0] });
    const product = activeProducts(organisationId).find((p) => p.sku === newest[0])!;
    expect(link).toHaveAttribute('href', `/space/products/${product.id}/summary`);
  });

  it('narrows the table as a part of a SKU is typed, and puts the query in the URL', async () => {
    const { user, router, organisationId } = await openList();
    const target = activeProducts(organisationId)[17];
    const part = target.sku.slice(1, -1).toLowerCase();

    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), part);

    await waitFor(() => expect(searchOf(router).get('q')).toBe(part));
    await waitFor(() => expect(skusOnScreen()).toContain(target.sku));
    const expected = activeProducts(organisationId).filter(
      (p) =>
        p.sku.toLowerCase().includes(part) ||
        p.title.toLowerCase().includes(part) ||
        p.barcode.toLowerCase().includes(part),
    );
    await waitFor(() => expect(resultRows()).toHaveLength(Math.min(expected.length, 20)));
    expect(screen.getByText(`${expected.length} products`)).toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    const { user } = await openList();
    await user.type(
      screen.getByRole('searchbox', { name: 'Search products' }),
      'no-such-sku-anywhere',
    );
    expect(await screen.findByText('Oops! No Records found')).toBeInTheDocument();
    expect(resultRows()).toHaveLength(0);
  });

  it('filters by a facet with its count, and sorts, both kept in the URL', async () => {
    const { user, router, organisationId } = await openList();
    const lowStock = activeProducts(organisationId).filter((p) => p.is_low_stock);
    expect(lowStock.length).toBeGreaterThan(0);

    const group = screen.getByRole('group', { name: 'Low stock' });
    const box = within(group).getByRole('checkbox', { name: `Low stock (${lowStock.length})` });
    await user.click(box);

    await waitFor(() => expect(searchOf(router).getAll('low_stock')).toEqual(['true']));
    await waitFor(() =>
      expect(screen.getByText(`${lowStock.length} products`)).toBeInTheDocument(),
    );
    expect(cellValues('Low stock').every((text) => text === 'Low stock')).toBe(true);

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByTitle('Stock low to high'));

    await waitFor(() => expect(searchOf(router).get('sort')).toBe('stock'));
    const expected = [...lowStock]
      .sort((a, b) => a.stock - b.stock)
      .slice(0, 20)
      .map((p) => p.stock);
    await waitFor(() => expect(cellValues('Stock').map(Number)).toEqual(expected));
  });

  it('pages through the results and changes the page size', async () => {
    const { user, router, organisationId } = await openList();
    const byNewest = [...activeProducts(organisationId)].sort(newestFirst).map((p) => p.sku);

    await user.click(screen.getByTitle('2'));

    await waitFor(() => expect(searchOf(router).get('page')).toBe('2'));
    await waitFor(() => expect(skusOnScreen()).toEqual(byNewest.slice(20, 40)));

    await user.click(screen.getByRole('combobox', { name: /page/i }));
    await user.click(await screen.findByTitle('50 / page'));
    await waitFor(() => expect(searchOf(router).get('per_page')).toBe('50'));
    await waitFor(() => expect(skusOnScreen()).toEqual(byNewest.slice(0, 50)));
    expect(searchOf(router).get('page')).toBeNull();
  });

  it('opens a shared URL on the same view: query, facet, sort and page', async () => {
    const session = await signInOwner();
    const { organisationId } = session;
    const part = activeProducts(organisationId)[0].sku.slice(0, 3).toLowerCase();
    const matching = activeProducts(organisationId).filter(
      (p) =>
        p.available > 0 &&
        [p.sku, p.title, p.barcode].some((text) => text.toLowerCase().includes(part)),
    );
    expect(matching.length).toBeGreaterThan(20);
    const expected = [...matching]
      .sort(skuAscending)
      .slice(20, 40)
      .map((p) => p.sku);

    const { router } = await openList(
      `/space/products?q=${part}&sort=sku&page=2&available=in_stock`,
      session,
    );

    await waitFor(() => expect(skusOnScreen()).toEqual(expected));
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue(part);
    const availability = screen.getByRole('group', { name: 'Availability' });
    expect(within(availability).getByRole('checkbox', { name: /^In stock/ })).toBeChecked();
    expect(screen.getByTitle('SKU A to Z')).toBeInTheDocument();
    expect(screen.getByTitle('2')).toHaveClass('ant-pagination-item-active');
    expect(screen.getByText(`${matching.length} products`)).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?q=${part}&sort=sku&page=2&available=in_stock`);
  });

  it('explains a refusal of the search service and can ask again', async () => {
    simulatorServer.use(
      http.post('https://simulatorapp-dsn.algolia.net/1/indexes/*/queries', () =>
        HttpResponse.json({ message: 'Invalid API key', status: 403 }, { status: 403 }),
      ),
    );
    const { store } = await signInOwner();
    const { user } = renderApp('/space/products', store);

    expect(await screen.findByText('The products could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Invalid API key')).toBeInTheDocument();

    simulatorServer.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(resultRows().length).toBeGreaterThan(0));
  });

  it('offers Continue Adding Product only when the wizard has a draft to resume', async () => {
    const { user, router } = await openList();
    expect(
      screen.queryByRole('button', { name: 'Continue Adding Product' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Multiple Products' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/space/products/new'));
  });

  it('resumes the draft through Continue Adding Product', async () => {
    const session = await signInOwner();
    const owner = draftOwner(session.store.getState().session.user);
    productDraftStore.save(owner, 1, { ...EMPTY_PRODUCT_VALUES, sku: 'HALF-DONE' });
    const { user, router } = await openList('/space/products', session);

    await user.click(screen.getByRole('button', { name: 'Continue Adding Product' }));

    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        '/space/products/new?resume=1',
      ),
    );
  });

  it('opens a product from the results and stays on it (the list never pulls the user back)', async () => {
    const { user, router, organisationId } = await openList();
    const [first, target] = [activeProducts(organisationId)[4], activeProducts(organisationId)[5]];
    // A first visit loads the summary page's code; after that, leaving the list is immediate and
    // InstantSearch's reset write on unmount is what could drag the user back.
    await router.navigate(`/space/products/${first.id}/summary`);
    await screen.findByRole('heading', { level: 1, name: first.title });
    await router.navigate('/space/products');
    await screen.findByRole('searchbox', { name: 'Search products' });

    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), target.sku);
    await waitFor(() => expect(skusOnScreen()).toEqual([target.sku]));
    await user.click(screen.getByRole('link', { name: target.sku }));
    expect(
      await screen.findByRole('heading', { level: 1, name: target.title }),
    ).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(router.state.location.pathname).toBe(`/space/products/${target.id}/summary`);
  });
});

describe('the bundles list', () => {
  it('lists bundles only, with their own facets and actions', async () => {
    const session = await signInOwner();
    const { organisationId } = session;
    const owner = draftOwner(session.store.getState().session.user);
    bundleDraftStore.save(owner, 1, { ...EMPTY_BUNDLE, sku: 'HALF-BUNDLE' });
    const { user, router } = await openList('/space/bundles', session);
    const bundles = simulator().bundles.filter(
      (b) => b.organisation_id === organisationId && !b.archived,
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Bundles' })).toBeInTheDocument();
    expect(screen.getByText(`${bundles.length} bundles`)).toBeInTheDocument();
    const skus = new Set(bundles.map((b) => b.sku));
    expect(skusOnScreen().every((sku) => skus.has(sku))).toBe(true);
    expect(screen.queryByRole('group', { name: 'Category' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Location' })).toBeInTheDocument();

    const first = bundles.find((b) => b.sku === skusOnScreen()[0])!;
    expect(screen.getByRole('link', { name: first.sku })).toHaveAttribute(
      'href',
      `/space/bundles/${first.id}/summary`,
    );

    await user.click(screen.getByRole('button', { name: 'Continue Adding Bundle' }));
    await waitFor(() => expect(router.state.location.search).toBe('?resume=1'));
    expect(router.state.location.pathname).toBe('/space/bundles/new');
  });
});
