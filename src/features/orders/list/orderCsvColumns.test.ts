import type { OrderListItem } from '@/domain/contract';
import { toCsv } from '@/domain/format/csv';
import { OUTBOUND_CSV_HEADER } from '@tests/support/orderCsv';
import { orderCsvColumns } from './orderCsvColumns';

const order: OrderListItem = {
  id: 7,
  type: 'outbound',
  sub_type: 'standard',
  status: 'pending',
  reference: '=HYPERLINK("x")',
  source: 'portal',
  barcode: 'B7',
  customer_name: 'Ada Lovelace',
  warehouse: { id: 1, name: 'Sydney', code: 'SYD' } as OrderListItem['warehouse'],
  country_iso2: 'au',
  shipping_method: 'express',
  carrier: 'AusPost',
  tracking_number: null,
  address_validation: 'valid',
  items: 1234,
  lines: 2,
  original_order: null,
  created_at: '2026-11-03T23:30:00Z',
  processed_at: null,
};

const ctx = {
  direction: 'outbound' as const,
  countries: [{ iso2: 'AU', text: 'Australia' }] as never[],
  methods: [{ code: 'express', label: 'Express' }] as never[],
};

describe('orderCsvColumns', () => {
  it('follows the table’s columns and labels, with the carrier beside the shipping method', () => {
    expect(orderCsvColumns(ctx).map((c) => c.header)).toEqual(OUTBOUND_CSV_HEADER);
    expect(orderCsvColumns({ ...ctx, direction: 'inbound', originalOrder: true })[1]!.header).toBe(
      'Supplier',
    );
  });

  it('writes values, not renderings: plain numbers, the ISO day, neutralised formulae', () => {
    const [header, row] = toCsv(orderCsvColumns(ctx), [order]).slice(1).split('\r\n');
    expect(header).toBe(OUTBOUND_CSV_HEADER.join(','));
    expect(row).toMatch(
      /^"'=HYPERLINK\(""x""\)",Ada Lovelace,[^,]+,[^,]+,Sydney,Australia,Express,AusPost,,1234,2026-11-0[34]$/,
    );
  });
});
