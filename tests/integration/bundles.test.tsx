import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BUNDLE_FILTER, DEFAULT_SEARCH_INDEX, type SearchHit } from '@/domain/contract';
import { storage, StorageKeys } from '@/lib/storage';
import { renderApp, signedInStore } from '../support/renderApp';
import { portalTestKit } from '../support/portal';
import { wizardDriver } from '../support/wizardDriver';
import { LONG_FLOW } from '../support/patience';
import { holdRequests } from '../support/simulator';

const { simulator, organisationOf } = portalTestKit();

type User = ReturnType<typeof renderApp>['user'];

/** A tiny PNG, as a person would pick it from disk. */
const png = () =>
  new File(
    [
      Uint8Array.from(
        atob(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        ),
        (c) => c.charCodeAt(0),
      ),
    ],
    'box.png',
    { type: 'image/png' },
  );

async function ownerStore() {
  const store = await signedInStore('owner@demo.test');
  const orgId = organisationOf(store).id;
  const products = () =>
    simulator().products.filter((p) => p.organisation_id === orgId && !p.archived);
  const bundles = () => simulator().bundles.filter((b) => b.organisation_id === orgId);
  return { store, orgId, products, bundles };
}

/** The bundle wizard, driven by its form name, step headings and buttons. */
const bundleWizard = (user: User) => wizardDriver(user, 'Add bundle');

/** Types a whole value at once, as a paste: typing it key by key re-validates the form per key. */
async function fill(user: User, label: string, value: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.click(input);
  await user.paste(value);
}

async function addProduct(user: User, sku: string) {
  await screen.findByLabelText('Search products');
  await fill(user, 'Search products', sku);
  await user.click(await screen.findByRole('button', { name: `Add ${sku}` }));
}

/** The Details step's text and sizes, by label. */
const DETAILS = {
  Title: 'Breakfast gift box',
  Description: 'Granola and honey',
  'Length (cm)': '30',
  'Width (cm)': '20',
  'Height (cm)': '10',
  'Weight (kg)': '2',
};

async function fillDetails(user: User, sku: string) {
  const wizard = bundleWizard(user);
  // The server suggested a SKU: ours replaces it.
  await fill(user, 'SKU', sku);
  for (const [label, text] of Object.entries(DETAILS)) await wizard.enter(label, text);
}

describe('adding a bundle', () => {
  it('creates a bundle through Products, Details and Review', LONG_FLOW, async () => {
    const { store, products, bundles } = await ownerStore();
    const [first, second] = products();
    const { user, router } = renderApp('/space/bundles/new', store);
    const wizard = bundleWizard(user);

    // Products: find by part of the SKU, add, set the quantity.
    const search = await screen.findByLabelText('Search products');
    await user.type(search, first!.sku.slice(0, -1));
    await user.click(await screen.findByRole('button', { name: `Add ${first!.sku}` }));
    await addProduct(user, second!.sku);
    await fill(user, `Quantity of ${first!.sku}`, '3');
    wizard.stepNames(['Products', 'Details', 'Review']);
    await wizard.next();

    // Details: the server suggested a SKU; ours replaces it.
    await wizard.expectStep('Details');
    expect(screen.getByLabelText('SKU')).not.toHaveValue('');
    await fillDetails(user, 'GIFT-BREAKFAST-1');
    expect(screen.getByText('Volume: 0.006 m³')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Prepping required' }));
    await wizard.enter('Step 1', 'Wrap each jar');
    await user.click(screen.getByRole('button', { name: 'Add step' }));
    await wizard.enter('Step 2', 'Add a gift card');
    await user.click(screen.getByRole('button', { name: 'Move step 2 up' }));
    expect(screen.getByLabelText('Step 1')).toHaveValue('Add a gift card');
    await user.upload(screen.getByLabelText('Bundle image'), png());
    expect(await screen.findByAltText('Bundle preview')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('SKU is available')).toBeInTheDocument());
    await wizard.next();

    // Review shows everything, then creates.
    await wizard.expectReview(['GIFT-BREAKFAST-1', '30 × 20 × 10 cm, 2 kg']);
    const steps = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(steps).toEqual(expect.arrayContaining(['Add a gift card', 'Wrap each jar']));
    await wizard.submit('Create Bundle');

    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(/^\/space\/bundles\/\d+\/summary$/),
    );
    const saved = bundles().find((b) => b.sku === 'GIFT-BREAKFAST-1')!;
    expect(saved).toMatchObject({
      title: 'Breakfast gift box',
      description: 'Granola and honey',
      lines: [
        { product_id: first!.id, quantity: 3 },
        { product_id: second!.id, quantity: 1 },
      ],
      prepping_required: true,
      prepping_steps: ['Add a gift card', 'Wrap each jar'],
      length: 30,
      width: 20,
      height: 10,
      weight: 2,
      archived: false,
    });
    expect(saved.image).toMatch(/^data:image\/png;base64,/);
    expect(router.state.location.pathname).toBe(`/space/bundles/${saved.id}/summary`);
    expect(await screen.findByText('Bundle created')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Breakfast gift box' }),
    ).toBeInTheDocument();
    expect(storage.get(StorageKeys.bundleDraft)).toBeNull();
  });

  it('refuses every rule with its message and creates nothing', LONG_FLOW, async () => {
    const { store, products, bundles } = await ownerStore();
    const [product, taken] = products();
    const before = bundles().length;
    const { user } = renderApp('/space/bundles/new', store);
    const wizard = bundleWizard(user);
    await screen.findByLabelText('Search products');

    await wizard.next();
    expect(await screen.findByText('A bundle must have at least one product')).toBeInTheDocument();

    await addProduct(user, product!.sku);
    const quantity = `Quantity of ${product!.sku}`;
    await fill(user, quantity, '0');
    await user.tab();
    expect(
      await screen.findByText('Quantity must be greater than or equal to 1'),
    ).toBeInTheDocument();
    await fill(user, quantity, '2.5');
    await user.tab();
    expect(await screen.findByText('Quantity must be an integer')).toBeInTheDocument();
    await fill(user, quantity, '2');
    await wizard.next();

    await wizard.expectStep('Details');
    await user.clear(screen.getByLabelText('SKU'));
    await user.click(screen.getByRole('switch', { name: 'Prepping required' }));
    await wizard.next();
    for (const message of [
      'SKU is required',
      'Title is required',
      'Length is required',
      'Width is required',
      'Height is required',
      'Weight is required',
      'Add at least one prepping step when prepping is required',
      'Bundle Image is required',
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();

    // SKUs are unique across products and bundles: the server says so while typing.
    await wizard.enter('SKU', taken!.sku);
    expect(await screen.findByText('SKU has already been taken')).toBeInTheDocument();
    await wizard.enter('Title', 'T'.repeat(201));
    await user.tab();
    expect(await screen.findByText('Title must be at most 200 characters')).toBeInTheDocument();

    const anyFile = userEvent.setup({ applyAccept: false });
    await anyFile.upload(
      screen.getByLabelText('Bundle image'),
      new File(['GIF89a'], 'a.gif', { type: 'image/gif' }),
    );
    expect(
      await screen.findByText('Bundle image must be a PNG, JPEG or WebP file'),
    ).toBeInTheDocument();
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await anyFile.upload(screen.getByLabelText('Bundle image'), big);
    expect(await screen.findByText('Bundle image must be at most 2 MB')).toBeInTheDocument();

    await wizard.next();
    expect(await wizard.step('Details')).toBeInTheDocument();
    expect(bundles()).toHaveLength(before);
  });

  it('takes the server’s refusal back to the field it concerns', LONG_FLOW, async () => {
    const { store, products } = await ownerStore();
    const [product] = products();
    const { user } = renderApp('/space/bundles/new', store);
    const wizard = bundleWizard(user);
    await addProduct(user, product!.sku);
    await wizard.next();
    await wizard.expectStep('Details');
    await fillDetails(user, 'GIFT-RACE-1');
    await user.upload(screen.getByLabelText('Bundle image'), png());
    await screen.findByAltText('Bundle preview');
    await waitFor(() => expect(screen.getByText('SKU is available')).toBeInTheDocument());
    await wizard.next();
    await wizard.expectStep('Review');

    // Another person takes the SKU between the check and the save.
    const copy: Partial<ReturnType<typeof products>[number]> = { ...products()[1]! };
    delete copy.id;
    simulator().products.insert({
      ...(copy as Required<typeof copy>),
      sku: 'GIFT-RACE-1',
      uid: 'race-copy',
    });
    await wizard.submit('Create Bundle');

    await wizard.step('Details');
    expect(await screen.findByText('SKU has already been taken')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Breakfast gift box');
  });
});

describe('the bundle draft', () => {
  it(
    'resumes after a remount with ?resume=1, and offers to start over without it',
    LONG_FLOW,
    async () => {
      const { store, products } = await ownerStore();
      const [product] = products();
      const first = renderApp('/space/bundles/new', store);
      const firstWizard = bundleWizard(first.user);
      await addProduct(first.user, product!.sku);
      await firstWizard.next();
      await firstWizard.expectStep('Details');
      await firstWizard.enter('Title', 'Half-done box');
      await waitFor(() =>
        expect(
          storage.get<{ step: number; values: { title: string } }>(StorageKeys.bundleDraft),
        ).toMatchObject({
          step: 1,
          values: { title: 'Half-done box' },
        }),
      );
      first.unmount();

      const resumed = renderApp('/space/bundles/new?resume=1', store);
      const resumedWizard = bundleWizard(resumed.user);
      await resumedWizard.step('Details');
      expect(screen.getByLabelText('Title')).toHaveValue('Half-done box');
      await resumedWizard.back();
      expect(await screen.findByLabelText(`Quantity of ${product!.sku}`)).toHaveValue('1');
      resumed.unmount();

      // Only ?resume=1 resumes at once; any other value asks, like no value at all.
      const other = renderApp('/space/bundles/new?resume=yes', store);
      expect(await screen.findByText('Continue your draft or start over?')).toBeInTheDocument();
      other.unmount();

      const asked = renderApp('/space/bundles/new', store);
      expect(await screen.findByText('Continue your draft or start over?')).toBeInTheDocument();
      await asked.user.click(screen.getByRole('button', { name: 'Start over' }));
      await bundleWizard(asked.user).step('Products');
      expect(screen.queryByLabelText(`Quantity of ${product!.sku}`)).not.toBeInTheDocument();
      expect(storage.get(StorageKeys.bundleDraft)).toBeNull();
    },
  );
});

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
    const total = simulator().movements.filter((m) => m.bundle_id === bundle.id).length;
    const { user, router } = renderApp(`/space/bundles/${bundle.id}/movement`, store);

    expect(await screen.findByText(`${total} movements`)).toBeInTheDocument();
    const table = screen.getByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(21));
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
