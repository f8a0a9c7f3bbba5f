import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  coverLevel,
  daysOfCover,
  hasEmptyDimensions,
  isHexColour,
  isSmallerThanParent,
  isValidHsCode,
  isValidTitle,
  TITLE_MAX_LENGTH,
  unitDimensionsProblem,
  volume,
} from './rules';

const digits = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });

describe('HS code', () => {
  it.each(['01', '0101', '0101.2', '0101.21', '0101.21.00', '6109.1000', '6109.1000.10'])(
    'accepts %s',
    (code) => expect(isValidHsCode(code)).toBe(true),
  );
  it.each(['', '1', '010', '01012', '0101.', '0101.123', '0101.21.0', 'ab', '0101-21', ' 0101'])(
    'refuses %s',
    (code) => expect(isValidHsCode(code)).toBe(false),
  );
  it('accepts every well-formed code', () => {
    const wellFormed = fc.oneof(
      digits(2, 2),
      fc
        .tuple(
          digits(4, 4),
          fc.option(fc.oneof(digits(1, 2), digits(4, 4)), { nil: undefined }),
          fc.option(digits(2, 2), { nil: undefined }),
        )
        .map(([head, group, last]) =>
          [head, group, group === undefined ? undefined : last]
            .filter((p) => p !== undefined)
            .join('.'),
        ),
    );
    fc.assert(fc.property(wellFormed, (code) => isValidHsCode(code)));
  });
  it('refuses anything holding a character other than digits and dots', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        fc.pre(/[^0-9.]/.test(s));
        return !isValidHsCode(s);
      }),
    );
  });
});

describe('hex colour', () => {
  it('accepts # with 3 or 6 hex digits only', () => {
    const hex = fc.constantFrom(...'0123456789abcdefABCDEF');
    fc.assert(
      fc.property(fc.string({ unit: hex, minLength: 0, maxLength: 8 }), (h) => {
        expect(isHexColour(`#${h}`)).toBe(h.length === 3 || h.length === 6);
        expect(isHexColour(h)).toBe(false);
      }),
    );
    expect(isHexColour('#12g')).toBe(false);
  });
});

describe('title', () => {
  it(`is required and at most ${TITLE_MAX_LENGTH} characters`, () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 400 }), (t) => {
        expect(isValidTitle(t)).toBe(t.trim().length > 0 && t.length <= TITLE_MAX_LENGTH);
      }),
    );
    expect(isValidTitle('x'.repeat(200))).toBe(true);
    expect(isValidTitle('x'.repeat(201))).toBe(false);
  });
});

describe('volume and dimensions', () => {
  it('is l × w × h / 1,000,000', () => {
    expect(volume({ length: 100, width: 100, height: 100 })).toBe(1);
    expect(volume({ length: 30, width: 20, height: 10 })).toBe(0.006);
  });
  it('is never negative and grows with every side', () => {
    const side = fc.integer({ min: 1, max: 500 });
    fc.assert(
      fc.property(side, side, side, (l, w, h) => {
        expect(volume({ length: l + 1, width: w, height: h })).toBeGreaterThanOrEqual(
          volume({ length: l, width: w, height: h }),
        );
      }),
    );
  });
  it('calls blank, zero or negative sides invalid', () => {
    expect(hasEmptyDimensions({ length: 1, width: 1 })).toBe(true);
    expect(hasEmptyDimensions({ length: 1, width: 0, height: 1 })).toBe(true);
    expect(hasEmptyDimensions({ length: 1, width: Number.NaN, height: 1 })).toBe(true);
    expect(hasEmptyDimensions({ length: 1, width: 1, height: 1 })).toBe(false);
    expect(
      unitDimensionsProblem({ length: 0, width: 1, height: 1 }, { length: 1, width: 1, height: 1 }),
    ).toBe('Invalid Dimensions');
  });
  it('compares sides smallest to smallest, so a turned unit still fits', () => {
    const parent = { length: 30, width: 20, height: 10 };
    expect(isSmallerThanParent({ length: 10, width: 30, height: 20 }, parent)).toBe(false);
    expect(isSmallerThanParent({ length: 29, width: 20, height: 10 }, parent)).toBe(true);
    expect(unitDimensionsProblem({ length: 29, width: 20, height: 10 }, parent)).toBe(
      'dimensions are smaller than the parent',
    );
  });
  it('never calls a unit at least as large on every side smaller', () => {
    const side = fc.integer({ min: 1, max: 300 });
    const grow = fc.integer({ min: 0, max: 50 });
    fc.assert(
      fc.property(side, side, side, grow, grow, grow, (l, w, h, a, b, c) => {
        const parent = { length: l, width: w, height: h };
        expect(isSmallerThanParent({ length: l + a, width: w + b, height: h + c }, parent)).toBe(
          false,
        );
      }),
    );
  });
});

describe('days of cover', () => {
  it('is stock ÷ daily burn rate, unknown without burn', () => {
    expect(daysOfCover(100, 10)).toBe(10);
    expect(daysOfCover(100, 0)).toBeNull();
    expect(daysOfCover(-5, 1)).toBe(0);
  });
  it('warns under 14 days and alarms under 7', () => {
    expect(coverLevel(null)).toBe('unknown');
    expect(coverLevel(6.9)).toBe('critical');
    expect(coverLevel(7)).toBe('warning');
    expect(coverLevel(13.99)).toBe('warning');
    expect(coverLevel(14)).toBe('ok');
  });
  it('multiplied back gives the stock', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.double({ min: 0.01, max: 500, noNaN: true }),
        (s, r) => {
          expect((daysOfCover(s, r) ?? 0) * r).toBeCloseTo(s, 6);
        },
      ),
    );
  });
});
