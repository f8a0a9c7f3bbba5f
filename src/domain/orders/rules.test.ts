import fc from 'fast-check';
import {
  canRemoveLine,
  chargeableWeight,
  etaProblem,
  ETA_PAST_MESSAGE,
  LAST_LINE_MESSAGE,
  suggestedRestock,
  validCostPrice,
  volumetricWeight,
  VOLUMETRIC_DIVISOR,
} from './rules';
import { isoDays } from '../../../tests/support/isoDays';

const side = fc.double({ min: 0.1, max: 300, noNaN: true });

describe('volumetric weight', () => {
  it('is L × W × H / 5000 in kg, rounded up to the next 0.01', () => {
    expect(volumetricWeight(40, 30, 20)).toBe(4.8);
    expect(volumetricWeight(10, 10, 10)).toBe(0.2);
    expect(volumetricWeight(33, 21, 7)).toBe(0.98); // 0.9702 → 0.98
  });

  it('is 0 when a side is missing, zero or negative', () => {
    expect(volumetricWeight(0, 10, 10)).toBe(0);
    expect(volumetricWeight(10, -1, 10)).toBe(0);
    expect(volumetricWeight(Number.NaN, 10, 10)).toBe(0);
  });

  it('charges even a tiny parcel the first 0.01 kg', () => {
    expect(volumetricWeight(1, 1, 1)).toBe(0.01);
  });

  it('never under-charges and over-charges by less than 0.01 kg', () => {
    fc.assert(
      fc.property(side, side, side, (l, w, h) => {
        const exact = (l * w * h) / VOLUMETRIC_DIVISOR;
        const v = volumetricWeight(l, w, h);
        expect(v).toBeGreaterThanOrEqual(exact - 1e-9);
        expect(v - exact).toBeLessThan(0.01 + 1e-9);
      }),
    );
  });

  it('does not depend on the order of the sides', () => {
    fc.assert(
      fc.property(side, side, side, (l, w, h) => {
        expect(volumetricWeight(l, w, h)).toBe(volumetricWeight(h, l, w));
      }),
    );
  });

  it('charges the larger of actual and volumetric weight', () => {
    expect(chargeableWeight(2, 4.8)).toBe(4.8);
    expect(chargeableWeight(6, 4.8)).toBe(6);
    expect(chargeableWeight(Number.NaN, 1)).toBe(1);
  });
});

describe('the last line', () => {
  it('may be removed only while another remains', () => {
    expect(canRemoveLine(1)).toBe(false);
    expect(canRemoveLine(2)).toBe(true);
    fc.assert(
      fc.property(fc.nat(1000), (n) => {
        expect(canRemoveLine(n)).toBe(n > 1);
      }),
    );
    expect(LAST_LINE_MESSAGE).toBe(
      'At least one item must remain in the list. You cannot remove the last item.',
    );
  });
});

describe('the ETA rule', () => {
  const day = isoDays('2020-01-01', '2035-12-31');

  it('accepts today and later, refuses earlier days with the message', () => {
    expect(etaProblem('2026-11-26', '2026-11-26')).toBeUndefined();
    expect(etaProblem('2026-11-27', '2026-11-26')).toBeUndefined();
    expect(etaProblem('2026-11-25', '2026-11-26')).toBe(ETA_PAST_MESSAGE);
    expect(ETA_PAST_MESSAGE).toContain('choose today or a future date');
  });

  it('agrees with the calendar order of any two days', () => {
    fc.assert(
      fc.property(day, day, (eta, today) => {
        expect(etaProblem(eta, today) === undefined).toBe(Date.parse(eta) >= Date.parse(today));
      }),
    );
  });

  it('requires a date', () => {
    expect(etaProblem('', '2026-11-26')).toBe('ETA is required');
    expect(etaProblem('26/11/2026', '2026-11-26')).toBe('ETA is required');
  });
});

describe('insurance and restock', () => {
  it('insures only a positive, finite cost price', () => {
    expect(validCostPrice(12.5)).toBe(true);
    for (const bad of [0, -1, Number.NaN, Infinity, null, undefined, '12', '***'])
      expect(validCostPrice(bad)).toBe(false);
  });

  it('suggests enough for 30 days less what is on hand, in whole cartons', () => {
    expect(suggestedRestock(10, 50, null)).toBe(250);
    expect(suggestedRestock(10, 50, 24)).toBe(264);
    expect(suggestedRestock(1, 100, 24)).toBe(0);
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1000, noNaN: true }),
        fc.nat(10000),
        fc.integer({ min: 2, max: 500 }),
        (burn, onHand, carton) => {
          const q = suggestedRestock(burn, onHand, carton);
          expect(q % carton).toBe(0);
          expect(q + onHand).toBeGreaterThanOrEqual(Math.ceil(burn * 30) - 1e-9);
          expect(q === 0 || q - carton < Math.ceil(burn * 30) - onHand).toBe(true);
        },
      ),
    );
  });
});
