import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { address, filled } from './values.fixture';
import { addressKey, addressSettled, cleanOutboundValues, toOutboundOrderInput } from './values';

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
