import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OrderDetail, OrderFormOptionsResponse, OrderProductLine } from '@/domain/contract';
import { INSURANCE_REFUSAL } from '@/domain/orders/rules';
import { duplicateOf, freshOutbound, outboundTypeOf } from './duplicate';
import {
  BYO_LABEL_DOCUMENT,
  documentProblems,
  insuranceProblems,
  outboundFieldOf,
  shippingSchema,
} from './schema';
import {
  addressKey,
  addressSettled,
  cleanOutboundValues,
  DOCUMENT_MAX_BYTES,
  documentProblem,
  emptyOutbound,
  toOutboundOrderInput,
  type OutboundValues,
} from './values';

const options: OrderFormOptionsResponse['data'] = {
  warehouses: [
    { id: 1, name: 'Sydney', code: 'SYD' },
    { id: 2, name: 'Melbourne', code: 'MEL' },
  ],
  default_warehouse_id: 2,
  split_explanation: 'Split across warehouses',
  shipping_methods: [
    {
      code: 'STD',
      label: 'Standard',
      carrier: 'AusPost',
      service: 'Parcel',
      insured: false,
      price: 9,
      per_kg: 1,
    },
    {
      code: 'INS',
      label: 'Insured',
      carrier: 'AusPost',
      service: 'Parcel',
      insured: true,
      price: 19,
      per_kg: 1,
    },
  ],
  carriers: ['AusPost'],
};

const address = {
  addressLine1: '1 George Street',
  addressLine2: '',
  suburb: 'Sydney',
  state: 'NSW',
  postcode: '2000',
  country: 'AU-uid',
};

function filled(overrides: Partial<OutboundValues> = {}): OutboundValues {
  const base = emptyOutbound({
    ...address,
    customer: { id: 7, name: 'Ada', company: 'Ada Pty' },
    warehouse_id: 1,
    products: [
      {
        product_id: 3,
        sku: 'A',
        title: 'Apple',
        quantity: 2,
        cost_valid: true,
        warehouse_stocks: [],
      },
    ],
    shipping_method: 'STD',
    reference: '  REF-1 ',
    chat_comment: ' hi ',
    parcels: [{ weight: 2, length: 10, width: 20, height: 30 }],
  });
  return { ...base, ...overrides };
}

describe('toOutboundOrderInput', () => {
  it('sends what the server takes, trimmed, without display-only fields', () => {
    const values = filled();
    values.address_validation = {
      valid: true,
      problems: {},
      checked_at: 'x',
      for: addressKey(values),
    };
    expect(toOutboundOrderInput(values)).toEqual({
      sub_type: 'standard',
      customer_id: 7,
      address,
      address_override: false,
      products: [{ product_id: 3, quantity: 2 }],
      documents: [],
      shipping_method: 'STD',
      warehouse_id: 1,
      insurance: false,
      duties: 'DDU',
      byo_label: false,
      reference: 'REF-1',
      chat_comment: 'hi',
      parcels: [{ weight: 2, length: 10, width: 20, height: 30 }],
    });
  });

  it('sends an override only for an address the validation refused', () => {
    const values = filled({ address_override: true });
    values.address_validation = {
      valid: false,
      problems: { postcode: 'bad' },
      checked_at: 'x',
      for: addressKey(values),
    };
    expect(toOutboundOrderInput(values).address_override).toBe(true);
    expect(addressSettled(values)).toBe(true);
    // The address changed after the override: neither the override nor the result holds.
    const moved = { ...values, postcode: '3000' };
    expect(toOutboundOrderInput(moved).address_override).toBe(false);
    expect(addressSettled(moved)).toBe(false);
  });

  it('names the copied order of a duplicate and keeps a split a split', () => {
    expect(
      toOutboundOrderInput(filled({ sub_type: 'duplicate', source_order_id: 9 })),
    ).toMatchObject({
      sub_type: 'duplicate',
      source_order_id: 9,
    });
    expect(toOutboundOrderInput(filled({ sub_type: 'split' })).sub_type).toBe('split');
  });
});

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

describe('opening', () => {
  it('reads ?type= and starts at the active warehouse', () => {
    expect(outboundTypeOf('split')).toBe('split');
    expect(outboundTypeOf('nonsense')).toBe('standard');
    expect(outboundTypeOf(null)).toBe('standard');
    expect(freshOutbound('split', options)).toMatchObject({ sub_type: 'split', warehouse_id: 2 });
    expect(freshOutbound('standard', { ...options, default_warehouse_id: 99 }).warehouse_id).toBe(
      1,
    );
  });

  it('duplicates customer, address and lines', () => {
    const order = {
      id: 40,
      type: 'outbound',
      customer: { id: 7, name: 'Ada', company: 'Ada Pty', email: '', phone: '' },
      address,
    } as unknown as OrderDetail;
    const lines = [
      { product_id: 3, sku: 'A', title: 'Apple', quantity: 4, base_quantity: 4, supplier_cost: 0 },
      {
        product_id: 5,
        sku: 'B',
        title: 'Pear',
        quantity: 1,
        base_quantity: 1,
        supplier_cost: '***',
      },
    ] as unknown as OrderProductLine[];
    const values = duplicateOf(order, lines, options);
    expect(values).toMatchObject({
      sub_type: 'duplicate',
      source_order_id: 40,
      customer: { id: 7, name: 'Ada', company: 'Ada Pty' },
      ...address,
      warehouse_id: 2,
      address_validation: null,
    });
    expect(values.products).toEqual([
      { product_id: 3, sku: 'A', title: 'Apple', quantity: 4, cost_valid: false },
      { product_id: 5, sku: 'B', title: 'Pear', quantity: 1, cost_valid: null },
    ]);
  });
});

describe('draft cleaning', () => {
  it('round-trips the values it wrote', () => {
    const values = filled({
      address_override: true,
      documents: [
        {
          name: 'l.pdf',
          content_type: 'application/pdf',
          data_url: 'data:application/pdf;base64,AA==',
        },
      ],
    });
    values.address_validation = {
      valid: false,
      problems: { postcode: 'bad' },
      checked_at: 'now',
      for: addressKey(values),
    };
    const stored = JSON.parse(JSON.stringify(values)) as Record<string, unknown>;
    expect(cleanOutboundValues(stored)).toEqual(values);
  });

  it('property: anything stored comes back as well-formed values', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.anything()), (raw) => {
        const v = cleanOutboundValues(raw);
        expect(['standard', 'split', 'duplicate']).toContain(v.sub_type);
        expect(Array.isArray(v.products)).toBe(true);
        expect(Array.isArray(v.parcels)).toBe(true);
        expect(typeof v.reference).toBe('string');
      }),
    );
  });

  it('drops documents that are not small PDFs or images', () => {
    const v = cleanOutboundValues({
      documents: [
        {
          name: 'x.exe',
          content_type: 'application/x-msdownload',
          data_url: 'data:application/x-msdownload;base64,AA',
        },
        { name: 'ok.png', content_type: 'image/png', data_url: 'data:image/png;base64,AA' },
      ],
    });
    expect(v.documents.map((d) => d.name)).toEqual(['ok.png']);
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
