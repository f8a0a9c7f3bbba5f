import { describe, expect, it } from 'vitest';
import { INSURANCE_REFUSAL } from '@/domain/orders/rules';
import {
  BYO_LABEL_DOCUMENT,
  documentProblems,
  insuranceProblems,
  outboundFieldOf,
  shippingSchema,
} from './schema';
import { DOCUMENT_MAX_BYTES, documentProblem } from './values';
import { filled, options } from './values.fixture';

describe('insurance rule', () => {
  const missingCost = filled({
    products: [{ product_id: 3, sku: 'A', title: 'Apple', quantity: 1, cost_valid: false }],
  });
  it('refuses an insured method or Insurance while a product has no valid cost', () => {
    expect(
      insuranceProblems({ ...missingCost, shipping_method: 'INS' }, options.shipping_methods),
    ).toEqual({
      shipping_method: INSURANCE_REFUSAL,
    });
    expect(
      insuranceProblems({ ...missingCost, insurance: true }, options.shipping_methods),
    ).toEqual({
      insurance: INSURANCE_REFUSAL,
    });
    expect(insuranceProblems(missingCost, options.shipping_methods)).toEqual({});
  });
  it('lets an insured method through when every cost is valid or unknown (masked)', () => {
    const ok = filled({ shipping_method: 'INS', insurance: true });
    expect(insuranceProblems(ok, options.shipping_methods)).toEqual({});
    const masked = filled({
      shipping_method: 'INS',
      products: [{ product_id: 3, sku: 'A', title: 'Apple', quantity: 1, cost_valid: null }],
    });
    expect(insuranceProblems(masked, options.shipping_methods)).toEqual({});
  });
});

describe('shipping rules', () => {
  it('requires method and reference and complete parcels', async () => {
    const values = filled({
      shipping_method: '',
      reference: '',
      parcels: [{ weight: 0, length: null, width: 10, height: 400 }],
    });
    const error = await shippingSchema
      .validate(values, { abortEarly: false })
      .catch((e: Error & { errors: string[] }) => e);
    expect((error as { errors: string[] }).errors).toEqual(
      expect.arrayContaining([
        'Shipping method is required',
        'Reference is required',
        'Weight must be more than 0',
        'Length is required',
        'Height must be at most 300',
      ]),
    );
    await expect(shippingSchema.validate(filled({ parcels: [] }))).resolves.toBeTruthy();
  });
});

describe('documents', () => {
  it('takes small PDFs and images only', () => {
    expect(
      documentProblem({ name: 'label.pdf', type: 'application/pdf', size: 40_000 }),
    ).toBeNull();
    expect(documentProblem({ name: 'a.exe', type: 'application/x-msdownload', size: 10 })).toMatch(
      /only PDF, PNG, JPEG or WebP/,
    );
    expect(
      documentProblem({ name: 'big.png', type: 'image/png', size: DOCUMENT_MAX_BYTES + 1 }),
    ).toMatch(/at most 2 MB/);
  });

  it('needs a document when the merchant brings their own label', () => {
    expect(documentProblems(filled({ byo_label: true }))).toEqual({
      documents: BYO_LABEL_DOCUMENT,
    });
    expect(documentProblems(filled({ byo_label: false }))).toEqual({});
  });
});

describe('server keys', () => {
  it('land on the field showing them', () => {
    expect(outboundFieldOf('address.postcode')).toBe('postcode');
    expect(outboundFieldOf('customer_id')).toBe('customer');
    expect(outboundFieldOf('products[0].quantity')).toBe('products');
    expect(outboundFieldOf('parcels.1.weight')).toBe('parcels');
    expect(outboundFieldOf('shipping_method')).toBe('shipping_method');
  });
});
