import Papa from 'papaparse';
import { IMPORT_COLUMNS } from './columns';
import { MAX_IMPORT_ROWS, normaliseHeader, parseProductSheet, templateCsv } from './parseSheet';

const header = IMPORT_COLUMNS.join(',');

describe('parseProductSheet', () => {
  it('reads the template back with nothing in it but its header', () => {
    expect(Papa.parse<string[]>(templateCsv()).data[0]).toEqual([...IMPORT_COLUMNS]);
    expect(parseProductSheet(templateCsv())).toEqual({
      ok: false,
      error: 'The file has no product rows.',
    });
  });

  it('numbers rows as the spreadsheet does, skipping blank lines and trimming cells', () => {
    const csv = `\uFEFF${header}\n A-1 , Mug \n\n,,,\n"B-2","Cap, red"\n`;
    const result = parseProductSheet(csv);
    expect(result.ok && result.sheet.rows).toEqual([
      { line: 2, cells: { sku: 'A-1', title: 'Mug' } },
      { line: 5, cells: { sku: 'B-2', title: 'Cap, red' } },
    ]);
  });

  it('accepts headers in other spellings and names the columns it ignores', () => {
    const csv =
      'SKU,Title,Length,Width,Height,Weight,Manufactured Country,supplier-value,HS Code,Sales Value,Colour\nA,B,1,1,1,1,AU,1,61,2,red\n';
    const result = parseProductSheet(csv);
    expect(result.ok && result.sheet.ignoredColumns).toEqual(['colour']);
    expect(result.ok && result.sheet.rows[0].cells).toMatchObject({
      supplier_value: '1',
      hs_code: '61',
    });
  });

  it('refuses a sheet missing required columns, naming them', () => {
    expect(parseProductSheet('sku,title\nA,B\n')).toEqual({
      ok: false,
      error:
        'The file is missing the columns length, width, height, weight, manufactured_country, supplier_value, hs_code, sales_value. Start from the template.',
    });
  });

  it('refuses an empty file and one with too many rows', () => {
    expect(parseProductSheet('')).toEqual({ ok: false, error: 'The file is empty.' });
    const many = `${header}\n${'A,B\n'.repeat(MAX_IMPORT_ROWS + 1)}`;
    const result = parseProductSheet(many);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toContain(`at most ${MAX_IMPORT_ROWS}`);
  });

  it('normalises header spellings', () => {
    expect(normaliseHeader(' Include Marketing-Material ')).toBe('include_marketing_material');
  });
});
