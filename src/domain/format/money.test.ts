import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MASK_MARKER } from './masking';
import {
  formatAudAmount,
  formatCompactAud,
  formatMoney,
  NO_AMOUNT,
  roundCents,
  sumAmounts,
  toCents,
} from './money';

/** Reads a formatted amount back: '-$1,234.50' → -1234.5. */
const parse = (text: string) => {
  const match = /^(-?)\$(\d{1,3}(?:,\d{3})*)\.(\d{2})$/.exec(text);
  if (!match) throw new Error(`not an AUD amount: ${text}`);
  const [, sign, dollars, cents] = match;
  const value = Number(dollars!.replace(/,/g, '')) * 100 + Number(cents);
  return (sign ? -value : value) / 100;
};

const cents = fc.integer({ min: -10_000_000_000, max: 10_000_000_000 });

describe('formatAudAmount', () => {
  it('writes dollars with a sign, grouped thousands and two decimals', () => {
    expect(formatAudAmount(1234.5)).toBe('$1,234.50');
    expect(formatAudAmount(-12)).toBe('-$12.00');
    expect(formatAudAmount(0)).toBe('$0.00');
    expect(formatAudAmount(1_000_000)).toBe('$1,000,000.00');
    expect(formatAudAmount(0.1 + 0.2)).toBe('$0.30');
  });

  it('never writes a negative zero', () => {
    expect(formatAudAmount(-0)).toBe('$0.00');
    expect(formatAudAmount(-0.004)).toBe('$0.00');
  });

  it('rounds half a cent away from zero, floats included', () => {
    expect(formatAudAmount(1.005)).toBe('$1.01');
    expect(formatAudAmount(-1.005)).toBe('-$1.01');
    expect(formatAudAmount(2.675)).toBe('$2.68');
  });

  it('reads back as the amount it wrote, for any whole number of cents', () => {
    fc.assert(
      fc.property(cents, (n) => {
        const text = formatAudAmount(n / 100);
        expect(parse(text)).toBe(n / 100);
        expect(text.startsWith('-')).toBe(n < 0);
      }),
    );
  });
});

describe('cents arithmetic', () => {
  it('rounds any amount to at most two decimals, within half a cent', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (value) => {
        const rounded = roundCents(value);
        expect(Number.isInteger(Math.round(rounded * 100))).toBe(true);
        expect(Math.abs(rounded - value)).toBeLessThanOrEqual(0.005 + 1e-6);
      }),
    );
  });

  it('sums amounts exactly to the cent, whatever their order', () => {
    fc.assert(
      fc.property(fc.array(cents, { maxLength: 50 }), (list) => {
        const amounts = list.map((n) => n / 100);
        const exact = list.reduce((a, b) => a + b, 0) / 100;
        expect(sumAmounts(amounts)).toBe(exact);
        expect(sumAmounts([...amounts].reverse())).toBe(exact);
      }),
    );
    expect(sumAmounts([0.1, 0.2, 0.3])).toBe(0.6);
    expect(toCents(-0.001)).toBe(0);
  });
});

describe('formatMoney (masked or missing)', () => {
  it('writes Australian dollars the Australian way', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
  });

  it('keeps a masked value masked and a missing one a dash', () => {
    expect(formatMoney('***')).toBe(MASK_MARKER);
    expect(formatMoney(null)).toBe(NO_AMOUNT);
    expect(formatMoney(undefined)).toBe(NO_AMOUNT);
  });

  it('always shows two decimals for any amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (cents) => {
        expect(formatMoney(cents / 100)).toMatch(/^\$[\d,]+\.\d{2}$/);
      }),
    );
  });

  it('never shows a digit of a masked value, whatever the server sent', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const masked = formatMoney(`${text}${MASK_MARKER}${text}`);
        expect(masked).toBe(MASK_MARKER);
        expect(masked).not.toMatch(/\d/);
        expect(formatMoney(text)).not.toMatch(/\d/);
      }),
    );
  });
});

describe('rounding is stable', () => {
  const amount = fc.double({ min: -1e9, max: 1e9, noNaN: true });

  it('rounds once: rounding a rounded amount changes nothing', () => {
    fc.assert(
      fc.property(amount, (value) => {
        const once = roundCents(value);
        expect(roundCents(once)).toBe(once);
        expect(formatAudAmount(once)).toBe(formatAudAmount(value));
      }),
    );
  });

  it('is symmetric: a negative amount reads as its positive with a minus', () => {
    fc.assert(
      fc.property(amount, (value) => {
        const positive = formatAudAmount(Math.abs(value));
        const negative = formatAudAmount(-Math.abs(value));
        expect(negative === positive || negative === `-${positive}`).toBe(true);
        expect(negative === positive).toBe(positive === '$0.00');
      }),
    );
  });

  it('writes a compact figure for axes', () => {
    expect(formatCompactAud(944_300)).toBe('$944.3K');
    expect(formatCompactAud(1_400_000)).toBe('$1.4M');
  });
});
