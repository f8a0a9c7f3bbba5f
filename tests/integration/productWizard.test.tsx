import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { storage, StorageKeys } from '@/lib/storage';
import { renderApp, signedInStore } from '../support/renderApp';
import { withSimulator } from '../support/simulator';

const simulator = withSimulator();

type User = ReturnType<typeof renderApp>['user'];

function ownerOrganisationId() {
  const owner = simulator().users.find((u) => u.email === 'owner@demo.test')!;
  const store = simulator();
  // The organisation the owner signs in to: the first active membership.
  return store.memberships.find((m) => m.user_id === owner.id)!.organisation_id;
}

/** The first lazy antd page of a file loads slowly on a busy machine: allow it time once. */
const PAGE_LOAD = { timeout: 15000 };
/** Whole three-step journeys through the real portal: several seconds each under happy-dom. */
const LONG_FLOW = 60_000;

async function openWizard(path = '/space/products/new') {
  const store = await signedInStore('owner@demo.test');
  const view = renderApp(path, store);
  await screen.findByRole('heading', { level: 1, name: 'Add Product' }, PAGE_LOAD);
  return view;
}

const field = (label: string) => screen.getByLabelText(label, { exact: true });

/** Types by pasting: one change per field keeps these long forms fast under happy-dom. */
async function enter(user: User, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

async function fillDetails(user: User, sku: string) {
  await enter(user, await screen.findByLabelText('SKU'), sku);
  await enter(user, field('Title'), 'Merino beanie, charcoal');
  await enter(user, field('Description'), 'Knitted hat, 100% merino wool.');
  await enter(user, field('Length'), '22');
  await enter(user, field('Width'), '20');
  await enter(user, field('Height'), '3');
  await enter(user, field('Weight'), '0.12');
}

async function chooseCountry(user: User, name: string) {
  await user.click(field('Manufactured country'));
  await user.keyboard(name);
  await user.click(await screen.findByTitle(name));
}

async function fillValues(user: User) {
  await chooseCountry(user, 'Australia');
  await enter(user, field('HS code'), '6505.00');
  await enter(user, field('Supplier value'), '9.5');
  await enter(user, field('Sales value'), '39');
}

// A LoadingButton's name is "loading Next" while its spinner fades out (motion never ends here).
const next = async (user: User) => user.click(await screen.findByRole('button', { name: /Next$/ }));
const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });

describe('the product wizard', () => {
  it(
    'creates a product through Details, Values and Preferences, then shows its summary',
    async () => {
      const { user, router } = await openWizard();
      const before = simulator().products.count();

      await fillDetails(user, 'BEANIE-CHAR');
      await next(user);
      await stepHeading('Values');
      await fillValues(user);
      await next(user);
      await stepHeading('Preferences');
      await user.click(screen.getByRole('checkbox', { name: 'Fragile' }));
      await user.click(screen.getByRole('checkbox', { name: 'Low stock warning' }));
      const limit = await screen.findByLabelText('Lower limit');
      await user.clear(limit);
      await user.type(limit, '15');
      await user.click(screen.getByRole('radio', { name: /Marketing/ }));
      // Two quick clicks: one product.
      const create = screen.getByRole('button', { name: 'Create product' });
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
    LONG_FLOW,
  );

  it(
    'keeps the draft when left mid-way and resumes it from Continue Adding Product',
    async () => {
      const first = await openWizard();
      await fillDetails(first.user, 'DRAFT-001');
      await next(first.user);
      await stepHeading('Values');
      await first.user.type(field('HS code'), '6505');
      first.unmount();

      const { router, user } = await openWizard('/space/products/new?resume=1');

      expect(await stepHeading('Values')).toBeInTheDocument();
      expect(field('HS code')).toHaveValue('6505');
      expect(router.state.location.pathname).toBe('/space/products/new');
      // Back keeps what the first visit typed.
      await user.click(screen.getByRole('button', { name: 'Back' }));
      expect(await stepHeading('Details')).toBeInTheDocument();
      expect(field('SKU')).toHaveValue('DRAFT-001');
      expect(field('Title')).toHaveValue('Merino beanie, charcoal');
    },
    LONG_FLOW,
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
    const { user } = await openWizard();

    await fillDetails(user, taken.sku);

    expect(await screen.findByText('SKU has already been taken')).toBeInTheDocument();
    await next(user);
    expect(screen.getByRole('heading', { level: 2, name: 'Details' })).toBeInTheDocument();
    expect(field('SKU')).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a title over 200 characters and shows the count', async () => {
    const { user } = await openWizard();
    await fillDetails(user, 'LONG-TITLE');
    const title = field('Title');
    await user.clear(title);
    fireEvent.change(title, { target: { value: 'x'.repeat(201) } });
    await next(user);

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
    const { user } = await openWizard();
    await next(user);
    const form = await screen.findByRole('form', { name: 'Add product' });
    expect(await within(form).findByText('SKU is required')).toBeInTheDocument();
    expect(within(form).getByText('Title is required')).toBeInTheDocument();
    expect(within(form).getByText('Length is required')).toBeInTheDocument();
    expect(within(form).getByText('Weight is required')).toBeInTheDocument();
  });

  it(
    'takes a server refusal back to its field and step',
    async () => {
      const { user } = await openWizard();
      await fillDetails(user, 'RACE-001');
      await next(user);
      await stepHeading('Values');
      await fillValues(user);
      await next(user);
      await stepHeading('Preferences');
      // Someone else takes the SKU after it was checked.
      const other = simulator().products.find((p) => p.organisation_id === ownerOrganisationId())!;
      simulator().products.update(other.id, { sku: 'RACE-001' });

      await user.click(screen.getByRole('button', { name: 'Create product' }));

      expect(await stepHeading('Details')).toBeInTheDocument();
      expect(await screen.findByText('SKU has already been taken')).toBeInTheDocument();
      expect(field('SKU')).toHaveValue('RACE-001');
      expect(simulator().products.count((p) => p.sku === 'RACE-001')).toBe(1);
    },
    LONG_FLOW,
  );
});
