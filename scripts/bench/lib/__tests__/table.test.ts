import { describe, expect, it } from 'vitest';
import { fmtMs, fmtRatio, formatTable } from '../table';

describe('formatTable', () => {
  it('pads every column to its widest cell and spans section titles across the table', () => {
    const text = formatTable(
      ['measure', 'value'],
      [['Section'], ['a', '1'], ['longer name', '22']],
    );
    expect(text.split('\n')).toEqual([
      'measure     | value',
      '------------+------',
      '-- Section --------',
      'a           | 1',
      'longer name | 22',
    ]);
  });
});

describe('formats', () => {
  it('prints missing figures as n/a', () => {
    expect(fmtMs(null)).toBe('n/a');
    expect(fmtMs(Number.NaN)).toBe('n/a');
    expect(fmtRatio(Number.POSITIVE_INFINITY)).toBe('n/a');
  });

  it('rounds milliseconds and groups thousands', () => {
    expect(fmtMs(1234.6)).toBe('1,235 ms');
    expect(fmtRatio(1.234)).toBe('1.23x');
  });
});
