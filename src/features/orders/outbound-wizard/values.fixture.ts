import type { OrderFormOptionsResponse } from '@/domain/contract';
import { emptyOutbound, type OutboundValues } from './values';

/*
 * What the outbound wizard's unit tests (values, schema, duplicate) start from, for the tests
 * only: the form options of two warehouses and two shipping methods, an address, and values
 * filled in as the wizard would hold them.
 */

export const options: OrderFormOptionsResponse['data'] = {
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

export const address = {
  addressLine1: '1 George Street',
  addressLine2: '',
  suburb: 'Sydney',
  state: 'NSW',
  postcode: '2000',
  country: 'AU-uid',
};

export function filled(overrides: Partial<OutboundValues> = {}): OutboundValues {
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
