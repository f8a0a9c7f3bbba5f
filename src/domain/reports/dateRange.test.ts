import fc from 'fast-check';
import {
  dayBoundaries,
  dayIndexOf,
  daysInRange,
  eachDay,
  isIsoDay,
  MAX_RANGE_DAYS,
  rangeErrors,
  RANGE_MESSAGES,
  resolveRange,
  shiftDay,
  todayInZone,
} from './dateRange';
import { isoDays } from '../../../tests/support/isoDays';

const isoDay = isoDays('2000-01-01', '2099-12-31');

describe('report date ranges', () => {
  it('accepts only real calendar days written YYYY-MM-DD', () => {
    fc.assert(
      fc.property(isoDay, (day) => {
        expect(isIsoDay(day)).toBe(true);
      }),
    );
    for (const bad of ['2026-02-30', '2026-13-01', '26-11-01', '2026-1-01', 'today', ''])
      expect(isIsoDay(bad)).toBe(false);
  });

  it('refuses a reversed or too long range and a malformed end, and nothing else', () => {
    fc.assert(
      fc.property(isoDay, fc.integer({ min: -400, max: 400 }), (from, offset) => {
        const to = shiftDay(from, offset);
        const errors = rangeErrors(from, to);
        if (offset < 0) expect(errors).toEqual({ to: [RANGE_MESSAGES.reversed] });
        else if (offset + 1 > MAX_RANGE_DAYS)
          expect(errors).toEqual({ to: [RANGE_MESSAGES.tooLong] });
        else expect(errors).toBeNull();
      }),
    );
    expect(rangeErrors('2026-02-30', null)).toEqual({ from: [RANGE_MESSAGES.notADate('From')] });
    expect(rangeErrors(null, null)).toBeNull();
  });

  it('fills a missing end with the default length, ending today', () => {
    expect(resolveRange(null, null, '2026-11-26', 30)).toEqual({
      from: '2026-10-28',
      to: '2026-11-26',
    });
    expect(resolveRange(null, '2026-03-01', '2026-11-26', 30)).toEqual({
      from: '2026-01-31',
      to: '2026-03-01',
    });
    expect(resolveRange('2026-11-20', null, '2026-11-26', 30)).toEqual({
      from: '2026-11-20',
      to: '2026-11-26',
    });
    fc.assert(
      fc.property(isoDay, fc.integer({ min: 1, max: 366 }), (today, days) => {
        const range = resolveRange(null, null, today, days);
        expect(daysInRange(range.from, range.to)).toBe(days);
        expect(eachDay(range.from, range.to)).toHaveLength(days);
      }),
    );
  });

  it('places an instant in its merchant day, across a daylight-saving change', () => {
    // Sydney moves to daylight time on 2026-10-04: that day is 23 hours long.
    const days = eachDay('2026-10-03', '2026-10-05');
    const bounds = dayBoundaries(days, 'Australia/Sydney');
    expect(bounds[2]! - bounds[1]!).toBe(23 * 3600_000);
    expect(dayIndexOf(bounds, Date.parse('2026-10-02T13:59:59Z'))).toBe(-1);
    expect(dayIndexOf(bounds, Date.parse('2026-10-02T14:00:00Z'))).toBe(0); // midnight AEST
    expect(dayIndexOf(bounds, Date.parse('2026-10-04T12:59:59Z'))).toBe(1);
    expect(dayIndexOf(bounds, Date.parse('2026-10-04T13:00:00Z'))).toBe(2); // midnight AEDT
    expect(dayIndexOf(bounds, Date.parse('2026-10-05T13:00:00Z'))).toBe(-1);
    expect(todayInZone('Australia/Sydney', Date.parse('2026-11-25T14:00:00Z'))).toBe('2026-11-26');
    expect(todayInZone('Not/AZone', Date.parse('2026-11-25T14:00:00Z'))).toBe('2026-11-25');
  });
});
