import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  abnProblem,
  DEFAULT_SHIPPING_PREFERENCES,
  eoriProblem,
  importNumberProblem,
  isValidAbn,
  shippingPreferencesProblems,
  vatProblem,
} from './shippingPreferenceFields';

const WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];

/** A valid ABN built from its last nine digits: the first two are chosen to make the check pass. */
function abnFrom(nine: number[]): string {
  const rest = nine.reduce((sum, d, i) => sum + d * WEIGHTS[i + 2]!, 0);
  for (let lead = 0; lead <= 89; lead++) {
    // 10 × (first − 1) + second covers 0…89 once each.
    if ((lead + rest) % 89 === 0) {
      const first = Math.floor(lead / 10) + 1;
      const second = lead % 10;
      if (first <= 9) return `${first}${second}${nine.join('')}`;
    }
  }
  return '';
}

const nineDigits = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 });
const validAbn = nineDigits.map(abnFrom).filter((abn) => abn.length === 11);
const alnum = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789');
const letters = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz');
const str = (chars: fc.Arbitrary<string>, minLength: number, maxLength: number) =>
  fc.array(chars, { minLength, maxLength }).map((a) => a.join(''));

describe('ABN', () => {
  it('accepts the published example, grouped or not', () => {
    expect(abnProblem('51 824 753 556')).toBeNull();
    expect(abnProblem('51824753556')).toBeNull();
  });

  it('accepts every ABN whose check digits add up, however it is spaced', () => {
    fc.assert(
      fc.property(validAbn, fc.integer({ min: 1, max: 10 }), (abn, cut) => {
        expect(isValidAbn(abn)).toBe(true);
        expect(abnProblem(`${abn.slice(0, cut)} ${abn.slice(cut)}`)).toBeNull();
      }),
    );
  });

  it('refuses every single mistyped digit of a valid ABN', () => {
    fc.assert(
      fc.property(
        validAbn,
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 1, max: 9 }),
        (abn, at, shift) => {
          const digit = (Number(abn[at]) + shift) % 10;
          // The first digit of an ABN is never 0 (it is reduced by one in the check).
          fc.pre(!(at === 0 && digit === 0));
          const typo = abn.slice(0, at) + String(digit) + abn.slice(at + 1);
          expect(abnProblem(typo)).toBe('ABN is not a valid ABN: check the digits');
        },
      ),
    );
  });

  it('asks for 11 digits when the length or the characters are wrong', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (text) => {
        fc.pre(!/^\d{11}$/.test(text.replace(/\s+/g, '')));
        expect(abnProblem(text)).toBe('ABN must be 11 digits');
      }),
    );
  });
});

describe('VAT and EORI numbers', () => {
  type Check = (value: string) => string | null;
  /** Every value `values` draws passes `check` (no problem). */
  const acceptsAll = (check: Check, values: fc.Arbitrary<string>) =>
    fc.assert(
      fc.property(values, (value) => {
        expect(check(value)).toBeNull();
      }),
    );
  /** Every value `values` draws is refused by `check`. */
  const refusesAll = (check: Check, values: fc.Arbitrary<string>) =>
    fc.assert(
      fc.property(values, (value) => {
        expect(check(value)).not.toBeNull();
      }),
    );
  const joined = (...parts: fc.Arbitrary<string>[]) => fc.tuple(...parts).map((p) => p.join(''));

  it('accepts 4 to 15 letters and digits as a VAT number, and nothing longer or with symbols', () => {
    acceptsAll(vatProblem, str(alnum, 4, 15));
    refusesAll(vatProblem, str(alnum, 16, 30));
    refusesAll(
      vatProblem,
      fc
        .tuple(str(alnum, 2, 6), fc.constantFrom('-', '.', '/', '#'))
        .map(([vat, symbol]) => vat + symbol + vat),
    );
  });

  it('accepts 2 letters then 1 to 15 letters and digits as an EORI number', () => {
    acceptsAll(eoriProblem, joined(str(letters, 2, 2), str(alnum, 1, 15)));
    refusesAll(eoriProblem, joined(str(letters, 2, 2), str(alnum, 16, 25)));
    refusesAll(
      eoriProblem,
      fc
        .tuple(fc.integer({ min: 0, max: 9 }), str(alnum, 1, 15))
        .map(([digit, rest]) => `${digit}X${rest}`),
    );
  });

  it('asks for an import number of 3 to 30 characters', () => {
    expect(importNumberProblem('')).toBe('Import number is required');
    acceptsAll(importNumberProblem, str(alnum, 3, 30));
    refusesAll(importNumberProblem, str(alnum, 31, 40));
  });
});

describe('the shipping preferences as a whole', () => {
  const known = new Set(['au', 'nz', 'us']);
  const isKnown = (uid: string) => known.has(uid);

  it('accepts the defaults', () => {
    expect(shippingPreferencesProblems(DEFAULT_SHIPPING_PREFERENCES, isKnown)).toEqual({});
  });

  it('checks the tax ID by its type, and leaves an empty one alone', () => {
    const vat = { ...DEFAULT_SHIPPING_PREFERENCES, custom_tax_id_type: 'VAT' as const };
    expect(shippingPreferencesProblems({ ...vat, custom_tax_id: 'GB980780684' }, isKnown)).toEqual(
      {},
    );
    expect(
      shippingPreferencesProblems(
        { ...DEFAULT_SHIPPING_PREFERENCES, custom_tax_id: 'GB980780684' },
        isKnown,
      ),
    ).toEqual({ custom_tax_id: 'ABN must be 11 digits' });
  });

  it('refuses a country named twice, whatever the order of the rows', () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray(['au', 'nz', 'us'], { minLength: 1 }),
        fc.nat(),
        (countries, pick) => {
          const repeated = countries[pick % countries.length]!;
          const rows = [...countries, repeated].map((country) => ({ country, number: 'ABC-123' }));
          const problems = shippingPreferencesProblems(
            { ...DEFAULT_SHIPPING_PREFERENCES, country_import_numbers: rows },
            isKnown,
          );
          expect(problems).toEqual({
            [`country_import_numbers[${countries.length}].country`]:
              'Country already has an import number above',
          });
        },
      ),
    );
  });
});
