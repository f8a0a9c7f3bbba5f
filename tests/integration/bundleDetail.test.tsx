import { screen, waitFor, within } from '@testing-library/react';
import { BUNDLE_FILTER, DEFAULT_SEARCH_INDEX, type SearchHit } from '@/domain/contract';
import { renderApp } from '../support/renderApp';
import { bundleTestKit, fill } from '../support/bundles';
import { LONG_FLOW } from '../support/patience';
import { holdRequests } from '../support/simulator';

const { simulator, ownerStore } = bundleTestKit();

describe('a bundle’s detail', () => {
  it('shows the summary: products with links, dimensions, volume, steps, stock and orders', async () => {
    const { store, bundles } = await ownerStore();
    const bundle = bundles().find((b) => !b.archived)!;
    renderApp(`/space/bundles/${bundle.id}/summary`, store);

    expect(
      await screen.findByRole('heading', { level: 1, name: bundle.title }),
    ).toBeInTheDocument();
    const line = bundle.lines[0]!;
    const product = simulator().products.get(line.product_id)!;
    const link = await screen.findByRole('link', { name: product.sku });
    expect(link).toHaveAttribute('href', `/space/products/${product.id}/summary`);
    expect(link.closest('tr')).toHaveTextContent(String(line.quantity));
    expect(
      screen.getByText(`${bundle.length} × ${bundle.width} × ${bundle.height} cm`),
    ).toBeInTheDocument();
    // The sections are links in a navigation (one detail layout for every record): the current one is marked.
    expect(
      within(screen.getByRole('navigation', { name: 'Bundle sections' })).getByRole('link', {
        name: 'Summary',
      }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('edits a bundle and the store holds the change', LONG_FLOW, async () => {
    const { store, bundles } = await ownerStore();
    const bundle = bundles().find((b) => !b.archived)!;
    const { user, router } = renderApp(`/space/bundles/${bundle.id}/summary/edit`, store);

    await screen.findByLabelText('Title');
    await fill(user, 'Title', 'Renamed bundle');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/space/bundles/${bundle.id}/summary`),
    );
    expect(simulator().bundles.get(bundle.id)!.title).toBe('Renamed bundle');
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });

  it('archives after confirmation: the store says archived and the search no longer finds it', async () => {
    const { store, bundles } = await ownerStore();
    const bundle = bundles().find((b) => !b.archived)!;
    const fetchKey = store.getState().session.user!.fetch_key;
    const findIt = async () => {
      const { results } = await store.context.search.clientFor(fetchKey).search<SearchHit>({
        requests: [{ indexName: DEFAULT_SEARCH_INDEX, query: bundle.sku, filters: BUNDLE_FILTER }],
      });
      const first = results[0]!;
      return 'hits' in first
        ? first.hits.filter((h: SearchHit) => h.sku === bundle.sku).length
        : -1;
    };
    expect(await findIt()).toBe(1);
    const { user, router } = renderApp(`/space/bundles/${bundle.id}/summary`, store);

    await user.click(await screen.findByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('cannot be undone');
    await user.click(within(dialog).getByRole('button', { name: 'Archive bundle' }));

    expect(await screen.findByText('Bundle archived')).toBeInTheDocument();
    expect(simulator().bundles.get(bundle.id)!.archived).toBe(true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/space/bundles'));
    expect(await findIt()).toBe(0);
    // The list, searched for its SKU, no longer has it.
    await user.type(await screen.findByLabelText('Search bundles'), bundle.sku);
    expect(await screen.findByText('Oops! No Records found')).toBeInTheDocument();
  });

  it('pages through the movements, with the page in the URL', async () => {
    const { store, orgId, bundles } = await ownerStore();
    const bundle = bundles().find((b) => !b.archived)!;
    const existing = simulator().movements.filter((m) => m.bundle_id === bundle.id).length;
    const warehouse = simulator().warehouses.find((w) => w.organisation_id === orgId)!;
    // Enough movements for two pages of 20, whatever the seed gave this bundle.
    for (let i = existing; i < 25; i += 1)
      simulator().movements.insert({
        organisation_id: orgId,
        product_id: null,
        bundle_id: bundle.id,
        created_at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
        type: 'adjustment',
        unit: 'BASE',
        quantity: 1,
        base_quantity: 1,
        balance: i,
        warehouse_id: warehouse.id,
        reference: `TEST-MOVE-${i}`,
        note: 'test',
      });
    // And the newest, first on the page: boxes in thousands.
    simulator().movements.insert({
      organisation_id: orgId,
      product_id: null,
      bundle_id: bundle.id,
      created_at: new Date(Date.UTC(2099, 0, 1)).toISOString(),
      type: 'adjustment',
      unit: 'BOX',
      quantity: 1250,
      base_quantity: 1250,
      balance: 1300,
      warehouse_id: warehouse.id,
      reference: 'TEST-MOVE-NEWEST',
      note: 'test',
    });
    const total = simulator().movements.filter((m) => m.bundle_id === bundle.id).length;
    const { user, router } = renderApp(`/space/bundles/${bundle.id}/movement`, store);

    expect(await screen.findByText(`1–20 of ${total} movements`)).toBeInTheDocument();
    const table = screen.getByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(21));
    // The product movement table's columns: the unit by name, the type as a word, a signed quantity.
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Date',
      'Type',
      'Unit',
      'Quantity',
      'Balance',
      'Warehouse',
      'Reference',
      'Note',
    ]);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      /AdjustmentBox\+1,2501,300.*TEST-MOVE-NEWEST/,
    );
    const firstPage = within(table).getAllByRole('row')[1]!.textContent;
    await user.click(screen.getByTitle('2'));

    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('row')[1]!.textContent).not.toBe(
        firstPage,
      ),
    );
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(
      1 + Math.min(20, total - 20),
    );
    // The sections are links in a navigation (one detail layout for every record): the current one is marked.
    expect(
      within(screen.getByRole('navigation', { name: 'Bundle sections' })).getByRole('link', {
        name: 'Movement',
      }),
    ).toHaveAttribute('aria-current', 'page');
  });
});

describe('editing a bundle', () => {
  it('stores one change for a double click on Save', LONG_FLOW, async () => {
    const { store, bundles } = await ownerStore();
    const bundle = bundles().find((b) => !b.archived)!;
    const updates = () =>
      simulator().history.count((h) => h.bundle_id === bundle.id && h.action === 'updated');
    const updatesBefore = updates();
    const keysBefore = simulator().idempotency_keys.count();
    const { user, router } = renderApp(`/space/bundles/${bundle.id}/summary/edit`, store);

    await screen.findByLabelText('Title');
    await fill(user, 'Title', 'Clicked twice');
    await user.dblClick(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/space/bundles/${bundle.id}/summary`),
    );
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(simulator().bundles.get(bundle.id)!.title).toBe('Clicked twice');
    // One save reached the server, under one submission key.
    expect(updates()).toBe(updatesBefore + 1);
    expect(simulator().idempotency_keys.count()).toBe(keysBefore + 1);
  });

  it('leaves the merchant where they went when a pending save finishes', LONG_FLOW, async () => {
    const { store, bundles } = await ownerStore();
    const bundle = bundles().find((b) => !b.archived)!;
    const { user, router } = renderApp(`/space/bundles/${bundle.id}/summary/edit`, store);

    await screen.findByLabelText('Title');
    await fill(user, 'Title', 'Saved after leaving');
    const hold = holdRequests('patch', '*/v1/bundles/:id');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(hold.held()).toBe(1));

    // The merchant goes to the bundle list while the save is pending.
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    await user.click(within(breadcrumb).getByRole('link', { name: 'Bundles' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/space/bundles'));

    // The server applies the save after all: the bundle changes, the merchant stays put.
    hold.release();
    await waitFor(() =>
      expect(simulator().bundles.get(bundle.id)!.title).toBe('Saved after leaving'),
    );
    await screen.findByLabelText('Search bundles');
    expect(router.state.location.pathname).toBe('/space/bundles');
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });
});
