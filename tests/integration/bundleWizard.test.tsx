import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storage, StorageKeys } from '@/lib/storage';
import { renderApp } from '../support/renderApp';
import { bundleTestKit, fill, type User } from '../support/bundles';
import { wizardDriver } from '../support/wizardDriver';
import { LONG_FLOW } from '../support/patience';

const { simulator, ownerStore } = bundleTestKit();

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

/** The bundle wizard, driven by its form name, step headings and buttons. */
const bundleWizard = (user: User) => wizardDriver(user, 'Add bundle');

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
