import { screen, waitFor, within } from '@testing-library/react';
import { CATALOGUE_MESSAGES } from '@/domain/catalogue/rules';
import { storage, StorageKeys } from '@/lib/storage';
import { wizardDriver } from '../support/wizardDriver';
import { field, productTypesTestKit, typesTable, type User } from '../support/productTypes';

const { simulator, productWithUnits, unitOf, open } = productTypesTestKit();

async function enter(user: User, label: string, text: string) {
  const input = field(label);
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}

async function fillDimensions(user: User, [l, w, h]: number[], weight = 5) {
  await enter(user, 'Length (cm)', String(l));
  await enter(user, 'Width (cm)', String(w));
  await enter(user, 'Height (cm)', String(h));
  await enter(user, 'Weight (kg)', String(weight));
}

/** The add-type wizard: its step titles are h3 under the card's h2. */
const typeWizard = (user: User) => wizardDriver(user, /^Add \w+ type$/, 3);

describe('adding a packaging type', () => {
  /** A product with a box and no carton, and its add-carton wizard open at Dimensions. */
  async function openAddCarton() {
    const product = productWithUnits(['BASE', 'BOX']);
    const view = await open(`/space/products/${product.id}/types/new?unit=CARTON`);
    const wizard = typeWizard(view.user);
    await wizard.step('Dimensions');
    return { ...view, product, box: product.units[1]!, wizard };
  }

  it('refuses a carton smaller than its box before anything is sent, and adds nothing', async () => {
    const { product, box, user, wizard } = await openAddCarton();
    wizard.stepNames(['Dimensions', 'Details', 'Review']);
    expect(
      screen.getByText(
        new RegExp(`one box measures ${box.length} × ${box.width} × ${box.height} cm`),
      ),
    ).toBeInTheDocument();
    const sides = [box.length, box.width, box.height].sort((a, z) => a - z);
    await fillDimensions(user, [sides[0]! - 0.5, sides[1]! + 10, sides[2]! + 10]);
    await wizard.next();

    expect(await screen.findByText(CATALOGUE_MESSAGES.smallerThanParent)).toBeInTheDocument();
    expect(field('Length (cm)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('heading', { level: 3, name: 'Dimensions' })).toBeInTheDocument();
    expect(unitOf(product.id, 'CARTON')).toBeUndefined();
  });

  it("shows the server's refusal when the box grew after the page loaded", async () => {
    const { product, box, user, wizard } = await openAddCarton();
    // A colleague makes the box much larger: the page still knows the old size.
    simulator().products.update(product.id, {
      units: product.units.map((u) =>
        u.unit === 'BOX' ? { ...u, length: 500, width: 500, height: 500 } : u,
      ),
    });

    const roomy = Math.ceil(Math.max(box.length, box.width, box.height)) + 20;
    await fillDimensions(user, [roomy, roomy, roomy]);
    await wizard.next();
    await wizard.expectStep('Details');
    await enter(user, 'Boxes per carton', '4');
    await wizard.next();
    await wizard.expectStep('Review');
    await wizard.submit('Create carton type');

    expect(await screen.findByText(CATALOGUE_MESSAGES.smallerThanParent)).toBeInTheDocument();
    await wizard.step('Dimensions');
    // What was typed is still there.
    expect(field('Length (cm)')).toHaveValue(String(roomy));
    expect(unitOf(product.id, 'CARTON')).toBeUndefined();
  });

  it("refuses empty and zero dimensions with 'Invalid Dimensions'", async () => {
    const { product, user, wizard } = await openAddCarton();

    await wizard.next();
    expect(await screen.findByText(CATALOGUE_MESSAGES.invalidDimensions)).toBeInTheDocument();
    expect(screen.getByText('Weight is required')).toBeInTheDocument();

    await fillDimensions(user, [40, 0, 30]);
    await wizard.next();
    expect(await screen.findByText(CATALOGUE_MESSAGES.invalidDimensions)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Dimensions' })).toBeInTheDocument();
    expect(unitOf(product.id, 'CARTON')).toBeUndefined();
  });

  it('creates a carton of four boxes: review, toast, types table and the store', async () => {
    const { product, box, user, router, wizard } = await openAddCarton();

    const size = [box.length * 2, box.width * 2, box.height + 1];
    await fillDimensions(user, size, 12.5);
    await wizard.next();
    await wizard.expectStep('Details');
    await wizard.next();
    expect(await screen.findByText('Boxes per carton is required')).toBeInTheDocument();
    await enter(user, 'Boxes per carton', '4');
    await enter(user, 'Barcode', 'CARTON-ÄÖ');
    await wizard.next();
    expect(await screen.findByText(CATALOGUE_MESSAGES.barcode)).toBeInTheDocument();
    await enter(user, 'Barcode', '');
    await wizard.next();

    await wizard.expectStep('Review');
    const items = box.items_per_unit * 4;
    const review = screen.getByText('Items per unit').closest('table') as HTMLElement;
    expect(within(review).getByText(`${items} items`)).toBeInTheDocument();
    expect(within(review).getByText('4 boxes')).toBeInTheDocument();
    await user.dblClick(within(wizard.form()).getByRole('button', { name: /Create carton type$/ }));

    expect(await screen.findByText('Carton type added')).toBeInTheDocument();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/space/products/${product.id}/types`),
    );
    const carton = unitOf(product.id, 'CARTON')!;
    expect(carton).toMatchObject({ items_per_unit: items, stock: 0, weight: 12.5 });
    expect([carton.length, carton.width, carton.height]).toEqual(size);
    expect(simulator().products.get(product.id)!.units).toHaveLength(3);
    const table = await typesTable();
    const row = await within(table).findByRole('row', { name: /^Carton/ });
    expect(row).toHaveTextContent('4 boxes');
  });

  it('keeps a draft per product and unit, and resumes it', async () => {
    const product = productWithUnits(['BASE', 'BOX']);
    const first = await open(`/space/products/${product.id}/types/new?unit=CARTON`);
    const firstWizard = typeWizard(first.user);
    await firstWizard.step('Dimensions');
    await fillDimensions(first.user, [80, 60, 50], 9);
    await firstWizard.next();
    await firstWizard.expectStep('Details');
    await waitFor(() => expect(storage.get(StorageKeys.productTypeDraft)).not.toBeNull());
    first.unmount();

    const again = await open(`/space/products/${product.id}/types/new?unit=CARTON`);
    const wizard = typeWizard(again.user);
    expect(await screen.findByText('Your draft of this type was resumed.')).toBeInTheDocument();
    await wizard.step('Details');
    await wizard.back();
    expect(field('Length (cm)')).toHaveValue('80');
    again.unmount();

    // Another unit of the same product starts empty.
    const pallet = await open(`/space/products/${product.id}/types/new?unit=PALLET`);
    await typeWizard(pallet.user).step('Dimensions');
    expect(screen.queryByText('Your draft of this type was resumed.')).not.toBeInTheDocument();
    expect(field('Length (cm)')).toHaveValue('');
  });

  it('says so for an unknown unit, and for a type the product already has', async () => {
    const product = productWithUnits(['BASE', 'BOX']);
    const first = await open(`/space/products/${product.id}/types/new?unit=CRATE`);
    expect(await screen.findByText('"CRATE" is not a type that can be added.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Back to the product's types" })).toHaveAttribute(
      'href',
      `/space/products/${product.id}/types`,
    );
    first.unmount();

    await open(`/space/products/${product.id}/types/new?unit=BOX`);
    expect(await screen.findByText('This product already has a box type.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit the box type' })).toBeInTheDocument();
  });
});

describe('the types page', () => {
  it('lists the units and offers to add the missing ones', async () => {
    const product = productWithUnits(['BASE', 'BOX']);
    const { user, router } = await open(`/space/products/${product.id}/types`);

    const table = await typesTable();
    const box = within(table).getByRole('row', { name: /^Box/ });
    expect(box).toHaveTextContent(`${product.units[1]!.items_per_unit} items`);
    expect(screen.queryByRole('button', { name: 'Add Box' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Pallet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Carton' }));
    await waitFor(() => expect(router.state.location.search).toBe('?unit=CARTON'));
  });

  it('edits a box type', async () => {
    const product = productWithUnits(['BASE', 'BOX'], (p) => p.units[1]!.stock === 0);
    const { user, router } = await open(`/space/products/${product.id}/types`);
    const table = await typesTable();
    await user.click(within(table).getByRole('button', { name: 'Edit box type' }));

    await screen.findByRole('heading', { level: 2, name: 'Edit box type' });
    expect(field('Weight (kg)')).toHaveValue(String(product.units[1]!.weight));
    await enter(user, 'Weight (kg)', '7.25');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Box type saved')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toMatch(/\/types$/));
    expect(unitOf(product.id, 'BOX')!.weight).toBe(7.25);
  });
});
