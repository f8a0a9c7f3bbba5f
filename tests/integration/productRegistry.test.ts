import { productSchema, validateProductValues } from '@/features/products/form/schema';
import {
  EMPTY_PRODUCT_VALUES,
  toProductInput,
  type ProductFormValues,
} from '@/features/products/form/values';
import { readProductInput } from '@simulator/catalogue/productInput';
import type { SimulatorStore } from '@simulator/db/store';
import { countryUid } from '@simulator/lib/countries';
import { SKU_TYPES } from '@/domain/contract';
import { CATALOGUE_MESSAGES } from '@/domain/catalogue/rules';
import {
  MAX_IMAGES,
  PRODUCT_FIELDS,
  PRODUCT_LABELS,
  PRODUCT_SKU_TYPES,
  productField,
  type ProductFieldName,
} from '@/domain/catalogue/productFields';
import { fieldMessages } from '@/domain/fields/registry';

const VALID: ProductFormValues = {
  ...EMPTY_PRODUCT_VALUES,
  sku: 'TEE-BLK-M',
  title: 'Organic cotton tee, black, M',
  length: 30,
  width: 20,
  height: 2,
  weight: 0.2,
  manufactured_country: countryUid('AU'),
  supplier_value: 8.5,
  hs_code: '6109.10',
  sales_value: 35,
};

/** No other product, bundle or category: only the field rules answer. */
const EMPTY_STORE = {
  products: { find: () => undefined },
  bundles: { find: () => undefined },
  categories: { find: () => undefined },
} as unknown as SimulatorStore;

/** What the form and the simulator each say about one value of one field. */
async function bothSay(field: ProductFieldName, value: unknown) {
  const client = await validateProductValues(productSchema, { ...VALID, [field]: value });
  const { errors } = readProductInput(
    { ...toProductInput(VALID), [field]: value },
    { store: EMPTY_STORE, organisationId: 1, costsMasked: false },
  );
  return { client: client[field], server: errors?.[field]?.[0] };
}

const limited = (kinds: string[]) =>
  (Object.keys(PRODUCT_FIELDS) as ProductFieldName[]).filter(
    (f) => kinds.includes(productField(f).kind) && productField(f).max !== undefined,
  );

describe('the product field registry', () => {
  it('names the fields with the words the forms and the simulator show', () => {
    expect(PRODUCT_LABELS).toMatchObject({
      sku: 'SKU',
      hs_code: 'HS code',
      manufactured_country: 'Manufactured country',
      serial_required: 'Serial number required',
      sku_type: 'SKU type',
    });
    expect(PRODUCT_SKU_TYPES).toEqual(SKU_TYPES);
  });

  it('words the title limit as the catalogue does', () => {
    expect(fieldMessages.maxLength(PRODUCT_LABELS.title, PRODUCT_FIELDS.title.max)).toBe(
      CATALOGUE_MESSAGES.titleTooLong,
    );
  });
});

describe('the form and the simulator read the same limits', () => {
  it.each(limited(['text']))(
    '%s: the longest text both accept, one more both refuse alike',
    async (field) => {
      const max = productField(field).max!;
      expect(await bothSay(field, 'x'.repeat(max))).toEqual({
        client: undefined,
        server: undefined,
      });
      const over = await bothSay(field, 'x'.repeat(max + 1));
      expect(over.client).toBeDefined();
      expect(over.server).toBe(over.client);
    },
  );

  it.each(limited(['number', 'integer']))(
    '%s: the largest number both accept, above it both refuse alike',
    async (field) => {
      const max = productField(field).max!;
      expect(await bothSay(field, max)).toEqual({ client: undefined, server: undefined });
      const over = await bothSay(field, max + 1);
      expect(over.client).toBe(fieldMessages.atMost(PRODUCT_LABELS[field], max));
      expect(over.server).toBe(over.client);
    },
  );

  it('allows the same number of images', async () => {
    const image = 'data:image/png;base64,AAAA';
    expect(await bothSay('images', Array(MAX_IMAGES).fill(image))).toEqual({
      client: undefined,
      server: undefined,
    });
    const over = await bothSay('images', Array(MAX_IMAGES + 1).fill(image));
    expect(over.client).toBeDefined();
    expect(over.server).toBe(over.client);
  });

  it('says a taken SKU the one way', () => {
    const taken = {
      ...EMPTY_STORE,
      products: { find: () => ({ id: 9 }) },
    } as unknown as SimulatorStore;
    const { errors } = readProductInput(
      { ...toProductInput(VALID) },
      {
        store: taken,
        organisationId: 1,
        costsMasked: false,
      },
    );
    expect(errors?.sku).toEqual([CATALOGUE_MESSAGES.skuTaken]);
  });
});
