import fc from 'fast-check';
import { BUNDLE_MIN_QUANTITY } from '@/domain/contract';
import { CATALOGUE_MESSAGES } from '@/domain/catalogue/rules';
import { BUNDLE_LINE_FIELDS } from '@/domain/catalogue/bundleFields';
import { bundleMessages, bundleSchema, detailsStepSchema, productsStepSchema } from './schema';
import { EMPTY_BUNDLE, type BundleFormValues, type BundleLineValue } from './values';

const line = (quantity: number | null, product_id = 1): BundleLineValue => ({
  product_id,
  sku: `SKU-${product_id}`,
  title: `Product ${product_id}`,
  available: 10,
  quantity,
});

const valid: BundleFormValues = {
  ...EMPTY_BUNDLE,
  products: [line(2)],
  sku: 'GIFT-BOX-1',
  title: 'Gift box',
  description: 'A box of treats',
  length: 30,
  width: 20,
  height: 10,
  weight: 1.5,
  prepping_required: true,
  prepping_steps: ['Wrap in tissue'],
  image: 'data:image/png;base64,iVBORw0KGgo=',
};

/** The message formik shows for each path: the first one yup reports there. */
async function problems(
  schema: typeof bundleSchema | typeof productsStepSchema | typeof detailsStepSchema,
  values: unknown,
) {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const inner = (error as { inner: { path?: string; message: string }[] }).inner;
    const first: Record<string, string> = {};
    for (const e of inner) first[e.path ?? ''] ??= e.message;
    return first;
  }
}

describe('the Products step', () => {
  it('accepts a product with a whole quantity of at least 1', async () => {
    expect(await problems(productsStepSchema, valid)).toEqual({});
  });

  it('needs at least one product', async () => {
    expect(await problems(productsStepSchema, { ...valid, products: [] })).toEqual({
      products: 'A bundle must have at least one product',
    });
    expect(bundleMessages.needsProduct).toBe(CATALOGUE_MESSAGES.bundleNeedsProduct);
  });

  it.each([
    [null, 'Quantity is required'],
    [1.5, 'Quantity must be an integer'],
    [0, 'Quantity must be greater than or equal to 1'],
    [-3, 'Quantity must be greater than or equal to 1'],
  ])('refuses quantity %s with "%s"', async (quantity, message) => {
    const result = await problems(productsStepSchema, {
      products: [line(2, 1), line(quantity, 2)],
    });
    expect(result).toEqual({ 'products[1].quantity': message });
  });

  it('takes its minimum quantity from the field registry, which the contract agrees with', () => {
    expect(BUNDLE_LINE_FIELDS.quantity.min).toBe(BUNDLE_MIN_QUANTITY);
  });

  it('accepts every whole quantity from 1 up and refuses every fraction', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 1_000_000 }), async (q) => {
        expect(await problems(productsStepSchema, { products: [line(q)] })).toEqual({});
      }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.double({ min: 0.001, max: 1000, noNaN: true }).filter((q) => !Number.isInteger(q)),
        async (q) => {
          expect(await problems(productsStepSchema, { products: [line(q)] })).toEqual({
            'products[0].quantity': 'Quantity must be an integer',
          });
        },
      ),
      { numRuns: 50 },
    );
  });
});

describe('the Details step', () => {
  it('accepts a complete bundle', async () => {
    expect(await problems(detailsStepSchema, valid)).toEqual({});
    expect(await problems(bundleSchema, valid)).toEqual({});
  });

  it('names every missing field', async () => {
    expect(await problems(detailsStepSchema, { ...EMPTY_BUNDLE })).toEqual({
      sku: 'SKU is required',
      title: 'Title is required',
      length: 'Length is required',
      width: 'Width is required',
      height: 'Height is required',
      weight: 'Weight is required',
      image: 'Bundle Image is required',
    });
  });

  it('checks the SKU pattern and length', async () => {
    expect(await problems(detailsStepSchema, { ...valid, sku: 'GIFT BOX' })).toEqual({
      sku: CATALOGUE_MESSAGES.sku,
    });
    expect(await problems(detailsStepSchema, { ...valid, sku: 'A'.repeat(41) })).toEqual({
      sku: 'SKU must be at most 40 characters',
    });
  });

  it('allows a title of 200 characters and refuses 201', async () => {
    expect(await problems(detailsStepSchema, { ...valid, title: 'T'.repeat(200) })).toEqual({});
    expect(await problems(detailsStepSchema, { ...valid, title: 'T'.repeat(201) })).toEqual({
      title: 'Title must be at most 200 characters',
    });
    expect(await problems(detailsStepSchema, { ...valid, title: '   ' })).toEqual({
      title: 'Title is required',
    });
  });

  it('limits the description', async () => {
    expect(await problems(detailsStepSchema, { ...valid, description: 'd'.repeat(2001) })).toEqual({
      description: 'Description must be at most 2000 characters',
    });
  });

  it('wants dimensions above zero and below the limit', async () => {
    expect(await problems(detailsStepSchema, { ...valid, length: 0, weight: -1 })).toEqual({
      length: 'Length must be greater than 0',
      weight: 'Weight must be greater than 0',
    });
    expect(await problems(detailsStepSchema, { ...valid, height: 100_001 })).toEqual({
      height: 'Height must be less than or equal to 100000',
    });
  });

  it('needs a non-blank step only when prepping is required', async () => {
    const noSteps = { ...valid, prepping_steps: ['', '  '] };
    expect(await problems(detailsStepSchema, noSteps)).toEqual({
      prepping_steps: 'Add at least one prepping step when prepping is required',
    });
    expect(await problems(detailsStepSchema, { ...noSteps, prepping_required: false })).toEqual({});
  });

  it('limits each step', async () => {
    expect(
      await problems(detailsStepSchema, { ...valid, prepping_steps: ['ok', 's'.repeat(501)] }),
    ).toEqual({ 'prepping_steps[1]': 'Each step must be at most 500 characters' });
  });

  it('requires the image with the catalogued message', async () => {
    expect(await problems(detailsStepSchema, { ...valid, image: '' })).toEqual({
      image: 'Bundle Image is required',
    });
  });
});
