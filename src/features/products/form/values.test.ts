import type { ProductDetail } from '@/domain/contract';
import { toFormStatus } from '@/components/form/serverErrors';
import { productFieldOf } from './serverErrors';
import {
  EMPTY_PRODUCT_VALUES,
  PRODUCT_FIELD_LABELS,
  changedInput,
  fromProduct,
  stepOfField,
  toProductInput,
  type ProductFormValues,
} from './values';

const values: ProductFormValues = {
  ...EMPTY_PRODUCT_VALUES,
  sku: '  TEE-1 ',
  title: ' Tee ',
  hs_code: ' 6109 ',
  length: 10,
  width: 10,
  height: 1,
  weight: 0.1,
  manufactured_country: 'au',
  supplier_value: 1,
  sales_value: 2,
};

describe('toProductInput', () => {
  it('trims text and turns empty numbers into 0', () => {
    const input = toProductInput({ ...values, lower_limit: null });
    expect(input).toMatchObject({ sku: 'TEE-1', title: 'Tee', hs_code: '6109', lower_limit: 0 });
  });
});

describe('fromProduct and changedInput', () => {
  const product = {
    ...toProductInput(values),
    id: 7,
    category: { id: 3, name: 'Tees', color: '#000' },
    supplier_value: '***',
    sales_value: 2,
    import_declaration: '',
  } as unknown as ProductDetail;

  it('starts masked money empty and takes the category from the product', () => {
    const start = fromProduct(product);
    expect(start.supplier_value).toBeNull();
    expect(start.sales_value).toBe(2);
    expect(start.category_id).toBe(3);
  });

  it('sends only what changed, never the masked value left empty', () => {
    const start = fromProduct(product);
    expect(changedInput(start, start)).toEqual({});
    expect(changedInput(start, { ...start, title: 'New tee ', fragile: true })).toEqual({
      title: 'New tee',
      fragile: true,
    });
  });
});

describe('stepOfField', () => {
  it('names the wizard step of each field', () => {
    expect(stepOfField('sku')).toBe(0);
    expect(stepOfField('hs_code')).toBe(1);
    expect(stepOfField('sku_type')).toBe(2);
    expect(stepOfField('unknown')).toBe(-1);
  });
});

/** A refusal as the product forms place it: on fields by their labels, aliases included. */
const placeServerErrors = (error: unknown) => {
  const status = toFormStatus(error, PRODUCT_FIELD_LABELS, values, productFieldOf);
  const fields = status.serverErrors ?? {};
  const steps = Object.keys(fields).map(stepOfField);
  return {
    fields,
    firstStep: steps.length ? Math.min(...steps) : null,
    message: status.formError ?? null,
  };
};

describe('placing a server refusal', () => {
  it('puts 422 messages on their fields, label first, and goes back to the earliest step', () => {
    const error = {
      status: 422,
      message: 'Validation failed',
      fieldErrors: { hs_code: ['is invalid'], sku: ['SKU has already been taken'] },
    };
    const placed = placeServerErrors(error);
    expect(placed.fields.hs_code).toEqual({
      value: JSON.stringify(values.hs_code),
      message: 'HS code is invalid',
    });
    expect(placed.fields.sku?.message).toBe('SKU has already been taken');
    expect(placed.firstStep).toBe(0);
    expect(placed.message).toBeNull();
  });

  it('files dimension errors on the length field', () => {
    const placed = placeServerErrors({
      status: 422,
      message: 'x',
      fieldErrors: { dimensions: ['Invalid Dimensions'] },
    });
    expect(placed.fields.length?.message).toBe('Invalid Dimensions');
  });

  it('keeps a message no field can take for the alert', () => {
    const placed = placeServerErrors({ status: 500, message: 'Server down' });
    expect(placed).toEqual({ fields: {}, firstStep: null, message: 'Server down' });
  });
});
