import fc from 'fast-check';
import { CATALOGUE_MESSAGES } from '@/domain/catalogue/rules';
import {
  detailsSchema,
  PRODUCT_MESSAGES,
  preferencesSchema,
  productSchema,
  validateProductValues,
  valuesSchema,
} from './schema';
import { EMPTY_PRODUCT_VALUES, type ProductFormValues } from './values';

/** A product every rule accepts; each test spoils one field. */
const VALID: ProductFormValues = {
  ...EMPTY_PRODUCT_VALUES,
  sku: 'TEE-BLK-M',
  title: 'Organic cotton tee, black, M',
  barcode: '',
  length: 30,
  width: 20,
  height: 2,
  weight: 0.2,
  manufactured_country: 'country-au',
  supplier_value: 8.5,
  hs_code: '6109.10',
  sales_value: 35,
  insurance_cover: 0,
};

const png = (bytes: number) => `data:image/png;base64,${'A'.repeat(Math.ceil(bytes / 3) * 4)}`;

async function errorsOf(patch: Partial<ProductFormValues>, context = {}) {
  return validateProductValues(productSchema, { ...VALID, ...patch }, context);
}

describe('the product schema', () => {
  it('accepts a complete product', async () => {
    expect(await errorsOf({})).toEqual({});
  });

  it.each<[Partial<ProductFormValues>, keyof ProductFormValues, string]>([
    [{ sku: '' }, 'sku', 'SKU is required'],
    [{ sku: '   ' }, 'sku', 'SKU is required'],
    [{ sku: 'A'.repeat(41) }, 'sku', 'SKU must be at most 40 characters'],
    [{ sku: 'TEE BLK' }, 'sku', CATALOGUE_MESSAGES.sku],
    [{ sku: '-TEE' }, 'sku', CATALOGUE_MESSAGES.sku],
    [{ title: '' }, 'title', 'Title is required'],
    [{ title: '    ' }, 'title', 'Title is required'],
    [{ title: 'x'.repeat(201) }, 'title', 'Title must be at most 200 characters'],
    [{ barcode: 'café' }, 'barcode', CATALOGUE_MESSAGES.barcode],
    [{ barcode: '1'.repeat(49) }, 'barcode', CATALOGUE_MESSAGES.barcode],
    [
      { description: 'd'.repeat(2001) },
      'description',
      'Description must be at most 2000 characters',
    ],
    [{ images: Array(6).fill(png(10)) }, 'images', "can't add more than 5 files"],
    [
      { images: ['data:image/gif;base64,AAAA'] },
      'images',
      'Images must be PNG, JPEG or WebP files',
    ],
    [{ images: ['https://example.com/a.png'] }, 'images', 'Images must be PNG, JPEG or WebP files'],
    [{ images: [png(2 * 1024 * 1024 + 3)] }, 'images', 'Images must be at most 2 MB each'],
    [{ length: null }, 'length', 'Length is required'],
    [{ width: 0 }, 'width', 'Width must be greater than 0'],
    [{ height: -1 }, 'height', 'Height must be greater than 0'],
    [{ length: 1000.5 }, 'length', 'Length must be less than or equal to 1000'],
    [{ weight: null }, 'weight', 'Weight is required'],
    [{ weight: 0 }, 'weight', 'Weight must be greater than 0'],
    [{ length: 'abc' as unknown as number }, 'length', 'Length must be a number'],
    [{ manufactured_country: '' }, 'manufactured_country', 'Manufactured country is required'],
    [{ supplier_value: null }, 'supplier_value', 'Supplier value is required'],
    [
      { supplier_value: -0.01 },
      'supplier_value',
      'Supplier value must be greater than or equal to 0',
    ],
    [{ sales_value: null }, 'sales_value', 'Sales value is required'],
    [
      { sales_value: 1_000_001 },
      'sales_value',
      'Sales value must be less than or equal to 1000000',
    ],
    [{ insurance_cover: null }, 'insurance_cover', 'Insurance cover is required'],
    [{ hs_code: '' }, 'hs_code', 'HS code is required'],
    [{ hs_code: '123' }, 'hs_code', CATALOGUE_MESSAGES.hsCode],
    [{ hs_code: '6109.' }, 'hs_code', CATALOGUE_MESSAGES.hsCode],
    [
      { import_declaration: 'i'.repeat(501) },
      'import_declaration',
      'Import declaration must be at most 500 characters',
    ],
    [{ low_stock_warning: true, lower_limit: null }, 'lower_limit', 'Lower limit is required'],
    [{ lower_limit: 2.5 }, 'lower_limit', 'Lower limit must be an integer'],
    [{ lower_limit: -1 }, 'lower_limit', 'Lower limit must be greater than or equal to 0'],
    [
      { sku_type: 'sample' as never },
      'sku_type',
      'SKU type must be one of the following values: product, marketing',
    ],
  ])('%j → %s: %s', async (patch, field, message) => {
    const errors = await errorsOf(patch);
    expect(errors[field]).toBe(message);
    expect(Object.keys(errors)).toEqual([field]);
  });

  it('lets a blank barcode through: the SKU is printed instead', async () => {
    expect(await errorsOf({ barcode: '   ' })).toEqual({});
  });

  it('lets the lower limit stay empty while the warning is off', async () => {
    expect(await errorsOf({ low_stock_warning: false, lower_limit: null })).toEqual({});
  });

  it('lets money the server masked stay empty, and only that', async () => {
    const masked = { supplier_value: null, sales_value: null };
    expect(await errorsOf(masked, { masked: ['supplier_value', 'sales_value'] })).toEqual({});
    expect(await errorsOf(masked, { masked: ['sales_value'] })).toEqual({
      supplier_value: 'Supplier value is required',
    });
  });

  it('starts every generic message with the field label', () => {
    expect(PRODUCT_MESSAGES.required('hs_code')).toBe('HS code is required');
    expect(PRODUCT_MESSAGES.integer('lower_limit')).toBe('Lower limit must be an integer');
  });
});

describe('one schema per step', () => {
  it('checks only its own fields', async () => {
    const nothing = { ...EMPTY_PRODUCT_VALUES, sku_type: 'product' as const };
    expect(Object.keys(await validateProductValues(detailsSchema, nothing)).sort()).toEqual(
      ['height', 'length', 'sku', 'title', 'weight', 'width'].sort(),
    );
    expect(Object.keys(await validateProductValues(valuesSchema, nothing)).sort()).toEqual(
      ['hs_code', 'manufactured_country', 'sales_value', 'supplier_value'].sort(),
    );
    expect(await validateProductValues(preferencesSchema, nothing)).toEqual({});
  });
});

describe('rules with a pattern, for any input', () => {
  const skuChar = fc.constantFrom(...'abcXYZ019._-'.split(''));
  const sku = fc
    .tuple(fc.constantFrom(...'aZ09'.split('')), fc.array(skuChar, { maxLength: 39 }))
    .map(([first, rest]) => first + rest.join(''));

  it('accepts every SKU of letters, digits, dots, dashes and underscores up to 40', async () => {
    await fc.assert(
      fc.asyncProperty(sku, async (value) => {
        expect((await errorsOf({ sku: value })).sku).toBeUndefined();
      }),
      { numRuns: 60 },
    );
  });

  it('refuses every SKU with a space or symbol inside', async () => {
    await fc.assert(
      fc.asyncProperty(sku, fc.constantFrom(' ', '/', '#', 'é', '+'), async (value, bad) => {
        const spoiled = value + bad + 'X';
        expect((await errorsOf({ sku: spoiled })).sku).toBeDefined();
      }),
      { numRuns: 60 },
    );
  });

  it('accepts every HS code of 2 or 4 digits with dotted groups and refuses other digit runs', async () => {
    const digits = (n: number) => fc.stringMatching(new RegExp(`^\\d{${n}}$`));
    const valid = fc.oneof(
      digits(2),
      digits(4),
      fc.tuple(digits(4), fc.oneof(digits(1), digits(2), digits(4))).map(([a, b]) => `${a}.${b}`),
      fc
        .tuple(digits(4), fc.oneof(digits(1), digits(2), digits(4)), digits(2))
        .map(([a, b, c]) => `${a}.${b}.${c}`),
    );
    await fc.assert(
      fc.asyncProperty(valid, async (hs) => {
        expect((await errorsOf({ hs_code: hs })).hs_code).toBeUndefined();
      }),
      { numRuns: 60 },
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(1, 3, 5, 6, 7), async (n) => {
        expect((await errorsOf({ hs_code: '1'.repeat(n) })).hs_code).toBe(
          CATALOGUE_MESSAGES.hsCode,
        );
      }),
    );
  });

  it('accepts any title of 1 to 200 characters that is not blank, refuses longer ones', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 260 }), async (title) => {
        const error = (await errorsOf({ title })).title;
        if (title.trim() === '') expect(error).toBe('Title is required');
        else if (title.length > 200) expect(error).toBe(CATALOGUE_MESSAGES.titleTooLong);
        else expect(error).toBeUndefined();
      }),
      { numRuns: 80 },
    );
  });

  it('accepts any printable barcode up to 48 characters', async () => {
    const printable = fc
      .array(fc.integer({ min: 0x21, max: 0x7e }), { minLength: 1, maxLength: 48 })
      .map((codes) => String.fromCharCode(...codes));
    await fc.assert(
      fc.asyncProperty(printable, async (barcode) => {
        expect((await errorsOf({ barcode })).barcode).toBeUndefined();
      }),
      { numRuns: 60 },
    );
  });
});
