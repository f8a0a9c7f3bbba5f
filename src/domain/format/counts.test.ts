import fc from 'fast-check';
import {
  countOf,
  formatCount,
  formatDecimal,
  formatDimensions,
  formatMaskedCount,
  formatVolume,
  formatWeight,
  nounFor,
} from './counts';
import { MASK_MARKER } from './masking';
import { parentQuantityLabel, UNIT_NAMES, unitCount, yesNo } from './units';
import type { UnitType } from '@/domain/contract';

describe('counts', () => {
  it('groups thousands and writes whole numbers', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(12345)).toBe('12,345');
    expect(formatCount(-1200)).toBe('-1,200');
    expect(formatCount(2.6)).toBe('3');
  });

  it('masks a masked count to the marker alone', () => {
    expect(formatMaskedCount(7)).toBe('7');
    expect(formatMaskedCount('***')).toBe(MASK_MARKER);
    expect(formatMaskedCount('12***')).toBe(MASK_MARKER);
  });

  it('writes decimals, weights, sizes and volumes', () => {
    expect(formatDecimal(2.5)).toBe('2.5');
    expect(formatDecimal(1234.567)).toBe('1,234.57');
    expect(formatWeight(2.5)).toBe('2.5 kg');
    expect(formatDimensions({ length: 30, width: 20.5, height: 10 })).toBe('30 × 20.5 × 10 cm');
    expect(formatVolume(0.006)).toBe('0.006 m³');
  });
});

describe('plurals', () => {
  it('takes the singular exactly for one', () => {
    expect(countOf(1, 'row')).toBe('1 row');
    expect(countOf(0, 'row')).toBe('0 rows');
    expect(countOf(2, 'row')).toBe('2 rows');
    expect(countOf(1200, 'box', 'boxes')).toBe('1,200 boxes');
  });

  it('agrees with the number as written, for any count', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e7, max: 1e7, noNaN: true }), (n) => {
        const text = countOf(n, 'row');
        const [number, noun] = text.split(' ');
        expect(number).toBe(formatCount(n));
        expect(noun).toBe(number === '1' ? 'row' : 'rows');
        expect(nounFor(n, 'row')).toBe(noun);
      }),
    );
  });
});

describe('packaging units', () => {
  it('names every unit type of the API', () => {
    const names: Record<UnitType, unknown> = UNIT_NAMES;
    expect(Object.keys(names).sort()).toEqual(['BASE', 'BOX', 'CARTON', 'PALLET']);
  });

  it('counts units with the right noun: never "1 boxes"', () => {
    expect(unitCount(1, 'BOX')).toBe('1 box');
    expect(unitCount(8, 'BOX')).toBe('8 boxes');
    expect(unitCount(12)).toBe('12 items');
    expect(unitCount(1, 'PALLET')).toBe('1 pallet');
    expect(unitCount(1500, 'CARTON')).toBe('1,500 cartons');
  });

  it('agrees with the count for every unit and any whole number', () => {
    const unit = fc.constantFrom<UnitType>('BASE', 'BOX', 'CARTON', 'PALLET');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), unit, (n, u) => {
        const { one, many } = UNIT_NAMES[u];
        expect(unitCount(n, u)).toBe(`${formatCount(n)} ${n === 1 ? one : many}`);
      }),
    );
  });

  it('labels a parent quantity and a flag', () => {
    expect(parentQuantityLabel('CARTON', 'BOX')).toBe('Boxes per carton');
    expect(parentQuantityLabel('BOX', 'BASE')).toBe('Items per box');
    expect(yesNo(true)).toBe('Yes');
    expect(yesNo(false)).toBe('No');
  });
});
