import fc from 'fast-check';
import { PRODUCT_OPTION_DEFAULTS } from '@/domain/catalogue/productFields';
import { CATALOGUE_MESSAGES, HS_CODE_PATTERN, SKU_PATTERN } from '@/domain/catalogue/rules';
import type { SheetRow } from './parseSheet';
import {
  IMPORT_MESSAGES,
  parseSheetBoolean,
  parseSheetNumber,
  skusToCheck,
  validateRow,
  validateRows,
  type ImportContext,
} from './validateRow';

const context: ImportContext = {
  categories: [
    { id: 7, name: 'Pantry', color: '#aa3300' },
    { id: 9, name: 'Drinks', color: '#0af' },
  ],
  countries: [
    { iso2: 'AU', value: 'country-au', text: 'Australia' },
    { iso2: 'NZ', value: 'country-nz', text: 'New Zealand' },
  ],
};

const good: SheetRow['cells'] = {
  sku: 'TEA-001',
  title: 'Earl Grey, 100 bags',
  category: 'pantry',
  length: '12',
  width: '8',
  height: '6.5',
  weight: '0.25',
  manufactured_country: 'au',
  supplier_value: '4.10',
  hs_code: '0902.30',
  sales_value: '$1,250.50',
};
const row = (cells: SheetRow['cells'], line = 2): SheetRow => ({ line, cells });
const messagesOf = (cells: SheetRow['cells'], ctx = context) =>
  validateRow(row(cells), ctx).issues.map((i) => `${i.column}: ${i.message}`);

describe('validateRow', () => {
  it('turns a good row into the body POST items/ receives, with defaults for blank cells', () => {
    const result = validateRow(row(good), context);
    expect(result.issues).toEqual([]);
    expect(result.input).toEqual({
      sku: 'TEA-001',
      title: 'Earl Grey, 100 bags',
      category_id: 7,
      barcode: '',
      description: '',
      images: [],
      length: 12,
      width: 8,
      height: 6.5,
      weight: 0.25,
      manufactured_country: 'country-au',
      supplier_value: 4.1,
      hs_code: '0902.30',
      sales_value: 1250.5,
      // Blank option cells: what a new product starts with.
      ...PRODUCT_OPTION_DEFAULTS,
    });
  });

  it('reads countries by name too, and yes/no answers in any spelling', () => {
    const result = validateRow(
      row({
        ...good,
        manufactured_country: 'new zealand',
        fragile: 'Yes',
        pre_packed: 'TRUE',
        sku_type: 'Marketing',
      }),
      context,
    );
    expect(result.input).toMatchObject({
      manufactured_country: 'country-nz',
      fragile: true,
      pre_packed: true,
      sku_type: 'marketing',
    });
  });

  it('reports every missing required value with its label', () => {
    expect(messagesOf({ sku: 'X1' })).toEqual([
      'title: Title is required',
      'length: Length is required',
      'width: Width is required',
      'height: Height is required',
      'weight: Weight is required',
      'manufactured_country: Manufactured country is required',
      'supplier_value: Supplier value is required',
      'hs_code: HS code is required',
      'sales_value: Sales value is required',
    ]);
  });

  it('applies the catalogue rules of the wizard', () => {
    expect(
      messagesOf({
        ...good,
        sku: 'has space',
        title: 'x'.repeat(201),
        barcode: 'é',
        hs_code: '12345',
        length: '0',
        supplier_value: '-1',
        lower_limit: '2.5',
        sku_type: 'gift',
      }),
    ).toEqual([
      `sku: ${CATALOGUE_MESSAGES.sku}`,
      `title: ${CATALOGUE_MESSAGES.titleTooLong}`,
      `barcode: ${CATALOGUE_MESSAGES.barcode}`,
      'length: Length must be greater than 0',
      'supplier_value: Supplier value must be greater than or equal to 0',
      `hs_code: ${CATALOGUE_MESSAGES.hsCode}`,
      'lower_limit: Lower limit must be an integer',
      'sku_type: SKU type must be one of the following values: product, marketing',
    ]);
  });

  it('names cells it cannot read, once each', () => {
    expect(
      messagesOf({
        ...good,
        category: 'Toys',
        manufactured_country: 'Narnia',
        fragile: 'maybe',
        weight: 'heavy',
      }),
    ).toEqual([
      'category: Category "Toys" does not exist',
      'weight: Weight must be a number',
      'manufactured_country: Manufactured country "Narnia" is not a known country',
      'fragile: Fragile must be one of the following values: yes, no',
    ]);
  });

  it('asks for a lower limit only when the low stock warning is on', () => {
    expect(messagesOf({ ...good, low_stock_warning: 'yes', lower_limit: '' })).toEqual([]);
    expect(
      validateRow(row({ ...good, low_stock_warning: 'yes', lower_limit: '5' }), context).input,
    ).toMatchObject({ low_stock_warning: true, lower_limit: 5 });
  });

  it('refuses a SKU the server says is taken, in the server’s words', () => {
    const takenSkus = new Map([['tea-001', 'SKU has already been taken']]);
    expect(messagesOf(good, { ...context, takenSkus })).toEqual([
      'sku: SKU has already been taken',
    ]);
  });
});

describe('validateRows', () => {
  it('flags every row of a SKU used twice in the file, whatever the case', () => {
    const rows = validateRows(
      [row(good, 2), row({ ...good, sku: 'OTHER-1' }, 3), row({ ...good, sku: 'tea-001' }, 4)],
      context,
    );
    expect(rows.map((r) => r.input !== null)).toEqual([false, true, false]);
    expect(rows[0].issues).toEqual([
      { column: 'sku', message: IMPORT_MESSAGES.duplicateSku([2, 4]) },
    ]);
    expect(rows[2].issues[0].message).toBe('SKU appears more than once in this file (rows 2, 4)');
  });

  it('asks the server only about well-formed SKUs used once', () => {
    const rows = validateRows(
      [
        row(good, 2),
        row({ ...good, sku: 'bad sku' }, 3),
        row({ ...good, sku: 'B-1' }, 4),
        row({ ...good, sku: 'b-1' }, 5),
      ],
      context,
    );
    expect(skusToCheck(rows)).toEqual(['TEA-001']);
  });
});

describe('cell readers', () => {
  it('reads numbers as spreadsheets write them', () => {
    expect(parseSheetNumber('1,234.5')).toBe(1234.5);
    expect(parseSheetNumber('$12')).toBe(12);
    expect(parseSheetNumber('.5')).toBe(0.5);
    expect(parseSheetNumber('  ')).toBeNull();
    expect(parseSheetNumber('12kg')).toBeNaN();
    expect(parseSheetNumber('1,2')).toBeNaN();
  });

  it('reads yes/no answers and leaves anything else undecided', () => {
    expect(parseSheetBoolean('Y', false)).toBe(true);
    expect(parseSheetBoolean('0', true)).toBe(false);
    expect(parseSheetBoolean('', true)).toBe(true);
    expect(parseSheetBoolean('perhaps', false)).toBeUndefined();
  });
});

describe('validateRow properties', () => {
  const skuArb = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._-]{0,20}$/);
  const hsArb = fc.stringMatching(HS_CODE_PATTERN);

  it('accepts any SKU and HS code the shared patterns accept', () => {
    fc.assert(
      fc.property(skuArb, hsArb, (sku, hs_code) => {
        const result = validateRow(row({ ...good, sku, hs_code }), context);
        expect(result.issues).toEqual([]);
        expect(result.input).toMatchObject({ sku, hs_code });
      }),
    );
  });

  it('refuses any SKU outside the pattern, with the SKU message', () => {
    const badSku = fc
      .string({ minLength: 1, maxLength: 20 })
      .filter((s) => s.trim() !== '' && s === s.trim() && !SKU_PATTERN.test(s));
    fc.assert(
      fc.property(badSku, (sku) => {
        const result = validateRow(row({ ...good, sku }), context);
        expect(result.input).toBeNull();
        expect(result.issues).toContainEqual({ column: 'sku', message: CATALOGUE_MESSAGES.sku });
      }),
    );
  });

  it('refuses any HS code outside the pattern', () => {
    const badHs = fc
      .string({ minLength: 1, maxLength: 14 })
      .filter((s) => s.trim() !== '' && !HS_CODE_PATTERN.test(s.trim()));
    fc.assert(
      fc.property(badHs, (hs_code) => {
        const result = validateRow(row({ ...good, hs_code }), context);
        expect(result.issues).toContainEqual({
          column: 'hs_code',
          message: CATALOGUE_MESSAGES.hsCode,
        });
      }),
    );
  });

  it('never accepts a row whose title is over 200 characters', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 201, maxLength: 400 }), (title) => {
        expect(validateRow(row({ ...good, title }), context).input).toBeNull();
      }),
    );
  });
});
