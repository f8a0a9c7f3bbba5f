import fc from 'fast-check';
import type { ProductDetail } from '@/domain/contract';
import { productSchema, validateProductValues } from '../form/schema';
import {
  changesOf,
  draftErrors,
  itemOf,
  NOT_APPLIED,
  outcomesOf,
  rowOf,
  type BulkRow,
} from './bulkRows';

const product = {
  id: 7,
  sku: 'SKU-7',
  title: 'Seven',
  supplier_value: 12.5,
  sales_value: 20,
  category: { id: 3, name: 'Shoes', color: '#000' },
  lower_limit: 4,
  low_stock_warning: true,
} as unknown as ProductDetail;

const edited = (draft: Partial<BulkRow['draft']>): BulkRow => {
  const row = rowOf(product);
  return { ...row, draft: { ...row.draft, ...draft } };
};
const names = (id: number | null) => (id === null ? 'No category' : `#${id}`);

describe('bulk rows', () => {
  it('changes only what differs as a number, and sends only those fields', () => {
    const row = edited({ supplier_value: '12.50', sales_value: '25', category_id: null });
    expect(changesOf(row, names)).toEqual([
      { cell: 'sales_value', before: '20', after: '25' },
      { cell: 'category_id', before: '#3', after: 'No category' },
    ]);
    expect(itemOf(row)).toEqual({ id: 7, sales_value: 25, category_id: null });
    expect(itemOf(edited({ archive: true }))).toEqual({ id: 7, archived: true });
  });

  it('says what the product form says about each cell', async () => {
    const money = fc.oneof(
      fc.constantFrom('', ' ', 'abc', '-1', '1000001', '1e3', '0'),
      fc.double({ min: -10, max: 2_000_000, noNaN: true }).map(String),
    );
    const limit = fc.oneof(
      fc.constantFrom('', '2.5', 'x'),
      fc.integer({ min: -5, max: 2_000_000 }).map(String),
    );
    await fc.assert(
      fc.asyncProperty(money, money, limit, fc.boolean(), async (cost, price, lower, warning) => {
        const row = { ...edited({ supplier_value: cost, sales_value: price, lower_limit: lower }) };
        row.low_stock_warning = warning;
        const blank = (v: string) => (v.trim() === '' ? null : v.trim());
        const form = await validateProductValues(
          productSchema.pick(['supplier_value', 'sales_value', 'lower_limit', 'low_stock_warning']),
          {
            supplier_value: blank(cost),
            sales_value: blank(price),
            lower_limit: blank(lower),
            low_stock_warning: warning,
          },
        );
        expect(draftErrors(row)).toEqual(form);
      }),
      { numRuns: 150 },
    );
    expect(draftErrors(edited({ supplier_value: '' }))).toEqual({
      supplier_value: 'Supplier value is required',
    });
  });

  it('maps items[i].field errors to the rows sent; the others were not applied', () => {
    const outcomes = outcomesOf([7, 8, 9], {
      'items[1].sales_value': ['Sales value must be greater than or equal to 0'],
      'items[1].id': ['Product is archived and can no longer be changed'],
      'items[2].archived': ['Archived must be true or false'],
    });
    expect(outcomes.get(7)).toEqual({ status: 'not-applied' });
    expect(outcomes.get(8)).toEqual({
      status: 'refused',
      messages: [
        'Sales value must be greater than or equal to 0',
        'Product is archived and can no longer be changed',
      ],
      cells: { sales_value: 'Sales value must be greater than or equal to 0' },
    });
    expect(outcomes.get(9)).toMatchObject({ cells: { archive: 'Archived must be true or false' } });
    expect(NOT_APPLIED).toMatch(/all or nothing/);
  });
});
