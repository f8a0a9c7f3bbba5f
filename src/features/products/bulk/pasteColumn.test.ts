import fc from 'fast-check';
import { pastedCells, pastedColumn } from './pasteColumn';

describe('pastedColumn', () => {
  it('reads the first column of a copied range; a single value is an ordinary paste', () => {
    expect(pastedColumn('12')).toBeNull();
    expect(pastedColumn('1\t9\n2\t8\r\n 3 \n')).toEqual(['1', '2', '3']);
    expect(pastedColumn('"a\nb"\tx\nc')).toEqual(['a\nb', 'c']);
  });

  it('gives one value per line for any column of plain values', () => {
    const value = fc.stringMatching(/^[0-9.]{1,6}$/);
    fc.assert(
      fc.property(fc.array(value, { minLength: 2, maxLength: 20 }), (values) => {
        expect(pastedColumn(values.join('\n') + '\n')).toEqual(values);
      }),
    );
  });
});

describe('pastedCells', () => {
  const categories = [
    { id: 3, name: 'Hats' },
    { id: 5, name: 'Winter Scarves' },
  ];

  it('takes number cells as typed, so their checks run as for typing', () => {
    expect(pastedCells('supplier_value', ['12.5', 'abc', ''], categories)).toEqual({
      patches: [{ supplier_value: '12.5' }, { supplier_value: 'abc' }, { supplier_value: '' }],
      unmatched: [],
    });
  });

  it('names categories in any case, a blank is no category, and guesses nothing', () => {
    expect(
      pastedCells('category_id', [' winter scarves ', '', 'HATS', 'Caps'], categories),
    ).toEqual({
      patches: [{ category_id: 5 }, { category_id: null }, { category_id: 3 }, null],
      unmatched: ['Caps'],
    });
  });

  it('reads the yes/no words spreadsheets use for Archive', () => {
    expect(
      pastedCells('archive', ['Yes', 'x', 'TRUE', 'no', '0', '', 'maybe'], categories),
    ).toEqual({
      patches: [
        { archive: true },
        { archive: true },
        { archive: true },
        { archive: false },
        { archive: false },
        { archive: false },
        null,
      ],
      unmatched: ['maybe'],
    });
  });

  it('gives one patch per value, and lists exactly the values that fit no choice', () => {
    const value = fc.oneof(fc.constantFrom('hats', 'Winter scarves', '', 'yes', 'no'), fc.string());
    fc.assert(
      fc.property(
        fc.constantFrom('category_id' as const, 'archive' as const),
        fc.array(value, { maxLength: 30 }),
        (cell, values) => {
          const { patches, unmatched } = pastedCells(cell, values, categories);
          expect(patches).toHaveLength(values.length);
          expect(unmatched).toEqual(values.filter((_, i) => patches[i] === null));
        },
      ),
    );
  });
});
