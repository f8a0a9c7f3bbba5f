import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { storage, StorageKeys } from '@/lib/storage';
import { renderApp, signedInStore } from '../support/renderApp';
import { withSimulator } from '../support/simulator';
import { wizardDriver, type WizardDriver } from '../support/wizardDriver';
import { LONG_FLOW, PAGE_LOAD } from '../support/patience';

const simulator = withSimulator();

function ownerOrganisationId() {
  const owner = simulator().users.find((u) => u.email === 'owner@demo.test')!;
  const store = simulator();
  // The organisation the owner signs in to: the first active membership.
  return store.memberships.find((m) => m.user_id === owner.id)!.organisation_id;
}

async function openWizard(path = '/space/products/new') {
  const store = await signedInStore('owner@demo.test');
  const view = renderApp(path, store);
  await screen.findByRole('heading', { level: 1, name: 'Add Product' }, PAGE_LOAD);
  return { ...view, wizard: wizardDriver(view.user, 'Add product') };
}

const field = (label: string) => screen.getByLabelText(label, { exact: true });

async function fillDetails(wizard: WizardDriver, sku: string) {
  await wizard.enter('SKU', sku);
  await wizard.enter('Title', 'Merino beanie, charcoal');
  await wizard.enter('Description', 'Knitted hat, 100% merino wool.');
  await wizard.enter('Length', '22');
  await wizard.enter('Width', '20');
  await wizard.enter('Height', '3');
  await wizard.enter('Weight', '0.12');
}

async function fillValues(wizard: WizardDriver) {
  await wizard.choose('Manufactured country', 'Australia');
  await wizard.enter('HS code', '6505.00');
  await wizard.enter('Supplier value', '9.5');
  await wizard.enter('Sales value', '39');
}

/** Answers Details (with `sku`) and Values, and waits at Preferences. */
async function answerUpToPreferences(wizard: WizardDriver, sku: string) {
  await fillDetails(wizard, sku);
  await wizard.next();
  await wizard.expectStep('Values');
  await fillValues(wizard);
  await wizard.next();
  await wizard.expectStep('Preferences');
}

describe('the product wizard', () => {
  it(
    'creates a product through Details, Values and Preferences, then shows its summary',
    async () => {
      const { user, router, wizard } = await openWizard();
      const before = simulator().products.count();
      wizard.stepNames(['Details', 'Values', 'Preferences']);

      await answerUpToPreferences(wizard, 'BEANIE-CHAR');
      await user.click(screen.getByRole('checkbox', { name: 'Fragile' }));
      await user.click(screen.getByRole('checkbox', { name: 'Low stock warning' }));
      const limit = await screen.findByLabelText('Lower limit');
      await user.clear(limit);
      await user.type(limit, '15');
      await user.click(screen.getByRole('radio', { name: /Marketing/ }));
      // Two quick clicks: one product.
      const create = within(wizard.form()).getByRole('button', { name: 'Create product' });
      await user.dblClick(create);

      expect(await screen.findByText('Product created')).toBeInTheDocument();
      await waitFor(() =>
        expect(router.state.location.pathname).toMatch(/^\/space\/products\/\d+\/summary$/),
      );
      expect(simulator().products.count()).toBe(before + 1);
      const saved = simulator().products.find((p) => p.sku === 'BEANIE-CHAR')!;
      expect(saved).toMatchObject({
        title: 'Merino beanie, charcoal',
        organisation_id: ownerOrganisationId(),
        length: 22,
        width: 20,
        height: 3,
        weight: 0.12,
        hs_code: '6505.00',
        supplier_value: 9.5,
        sales_value: 39,
        fragile: true,
        low_stock_warning: true,
        lower_limit: 15,
        sku_type: 'marketing',
        // A blank barcode: the server uses the SKU.
        barcode: 'BEANIE-CHAR',
      });
      expect(router.state.location.pathname).toBe(`/space/products/${saved.id}/summary`);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Merino beanie, charcoal' }),
      ).toBeInTheDocument();
      expect(storage.get(StorageKeys.productDraft)).toBeNull();
    },
    LONG_FLOW.timeout,
  );

  it(
    'keeps the draft when left mid-way and resumes it from Continue Adding Product',
    async () => {
      const first = await openWizard();
      await fillDetails(first.wizard, 'DRAFT-001');
      await first.wizard.next();
      await first.wizard.expectStep('Values');
      await first.user.type(field('HS code'), '6505');
      first.unmount();

      const { router, wizard } = await openWizard('/space/products/new?resume=1');

      expect(await wizard.step('Values')).toBeInTheDocument();
      expect(field('HS code')).toHaveValue('6505');
      expect(router.state.location.pathname).toBe('/space/products/new');
      // Back keeps what the first visit typed.
      await wizard.back();
      expect(await wizard.step('Details')).toBeInTheDocument();
      expect(field('SKU')).toHaveValue('DRAFT-001');
      expect(field('Title')).toHaveValue('Merino beanie, charcoal');
    },
    LONG_FLOW.timeout,
  );

  it('asks before reusing or dropping a draft when opened without resume', async () => {
    const first = await openWizard();
    await first.user.type(await screen.findByLabelText('SKU'), 'ASK-001');
    await waitFor(() => expect(storage.get(StorageKeys.productDraft)).not.toBeNull());
    first.unmount();

    const { user } = await openWizard();
    expect(
      await screen.findByRole('heading', { name: 'Continue your draft or start over?' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start over' }));

    expect(await screen.findByLabelText('SKU')).toHaveValue('');
    expect(storage.get(StorageKeys.productDraft)).toBeNull();
  });

  it('says a SKU is taken as it is typed and does not move on', async () => {
    const taken = simulator().products.find((p) => p.organisation_id === ownerOrganisationId())!;
    const { wizard } = await openWizard();

    await fillDetails(wizard, taken.sku);

    expect(await screen.findByText('SKU has already been taken')).toBeInTheDocument();
    await wizard.next();
    expect(screen.getByRole('heading', { level: 2, name: 'Details' })).toBeInTheDocument();
    expect(field('SKU')).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a title over 200 characters and shows the count', async () => {
    const { user, wizard } = await openWizard();
    await fillDetails(wizard, 'LONG-TITLE');
    const title = field('Title');
    await user.clear(title);
    fireEvent.change(title, { target: { value: 'x'.repeat(201) } });
    await wizard.next();

    expect(await screen.findByText('Title must be at most 200 characters')).toBeInTheDocument();
    expect(screen.getByText('201 / 200')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Details' })).toBeInTheDocument();
    expect(simulator().products.find((p) => p.sku === 'LONG-TITLE')).toBeUndefined();
  });

  it('reads up to five images, refuses the sixth and other file types, and keeps them in the draft', async () => {
    const { user } = await openWizard();
    const png = (name: string) =>
      new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
    const input = screen.getByLabelText('Images') as HTMLInputElement;

    await user.upload(
      input,
      ['1', '2', '3', '4', '5', '6'].map((n) => png(`photo-${n}.png`)),
    );

    expect(await screen.findByText("can't add more than 5 files")).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('img', { name: /^Image \d$/ })).toHaveLength(5));
    await waitFor(() =>
      expect(
        storage.get<{ values: { images: string[] } }>(StorageKeys.productDraft)?.values.images,
      ).toHaveLength(5),
    );

    await user.click(screen.getAllByRole('button', { name: /Remove file/i })[0]!);
    const gif = new File(['GIF89a'], 'anim.gif', { type: 'image/gif' });
    // The upload control replaces its file input after each pick: look it up again.
    fireEvent.change(screen.getByLabelText('Images'), { target: { files: [gif] } });
    expect(await screen.findByText('Images must be PNG, JPEG or WebP files')).toBeInTheDocument();
    // (The removed thumbnail's exit animation never ends under happy-dom: read what is kept.)
    await waitFor(() =>
      expect(
        storage.get<{ values: { images: string[] } }>(StorageKeys.productDraft)?.values.images,
      ).toHaveLength(4),
    );
  });

  it('shows every missing field of a step on Next, labelled', async () => {
    const { wizard } = await openWizard();
    await wizard.next();
    const form = wizard.form();
    expect(await within(form).findByText('SKU is required')).toBeInTheDocument();
    expect(within(form).getByText('Title is required')).toBeInTheDocument();
    expect(within(form).getByText('Length is required')).toBeInTheDocument();
    expect(within(form).getByText('Weight is required')).toBeInTheDocument();
  });

  it(
    'takes a server refusal back to its field and step',
    async () => {
      const { wizard } = await openWizard();
      await answerUpToPreferences(wizard, 'RACE-001');
      // Someone else takes the SKU after it was checked.
      const other = simulator().products.find((p) => p.organisation_id === ownerOrganisationId())!;
      simulator().products.update(other.id, { sku: 'RACE-001' });

      await wizard.submit('Create product');

      expect(await wizard.step('Details')).toBeInTheDocument();
      expect(await screen.findByText('SKU has already been taken')).toBeInTheDocument();
      expect(field('SKU')).toHaveValue('RACE-001');
      expect(simulator().products.count((p) => p.sku === 'RACE-001')).toBe(1);
    },
    LONG_FLOW.timeout,
  );
});
