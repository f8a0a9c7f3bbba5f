import dayjs from 'dayjs';
import fc from 'fast-check';
import {
  formatDate,
  formatDateTime,
  formatMonth,
  formatShortDate,
  formatShortDateTime,
  formatWeekday,
  NO_DATE,
} from './dates';
import { isoDay } from './isoDay';

// A moment with an offset-free ISO string is read in the viewer's clock, as the server's are.
const AT = '2026-11-03T14:05:00';

describe('date shapes', () => {
  it('writes each shape the one way', () => {
    expect(formatDate(AT)).toBe('3 Nov 2026');
    expect(formatDateTime(AT)).toBe('3 Nov 2026, 14:05');
    expect(formatShortDate(AT)).toBe('3 Nov');
    expect(formatShortDateTime(AT)).toBe('3 Nov, 14:05');
    expect(formatWeekday(AT)).toBe('Tue 3 Nov 2026');
    expect(formatMonth(AT)).toBe('Nov 2026');
    expect(formatDateTime('2026-09-01T07:08:00')).toBe('1 Sep 2026, 07:08');
  });

  it('reads a date-only value as that calendar day, whatever the clock', () => {
    expect(formatDate('2026-01-01')).toBe('1 Jan 2026');
    expect(formatWeekday('2026-03-03')).toBe('Tue 3 Mar 2026');
  });

  it('shows a dash for a missing or unreadable date', () => {
    expect(formatDate(null)).toBe(NO_DATE);
    expect(formatDate(undefined)).toBe(NO_DATE);
    expect(formatDateTime('')).toBe(NO_DATE);
    expect(formatDate('not a date')).toBe(NO_DATE);
  });

  it('agrees with dayjs for any moment (the patterns the screens used before)', () => {
    const moment = fc.date({
      min: new Date(2000, 0, 1),
      max: new Date(2100, 0, 1),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(moment, (date) => {
        const iso = date.toISOString();
        expect(formatDate(iso)).toBe(dayjs(iso).format('D MMM YYYY'));
        expect(formatDateTime(iso)).toBe(dayjs(iso).format('D MMM YYYY, HH:mm'));
        expect(formatShortDate(iso)).toBe(dayjs(iso).format('D MMM'));
        expect(formatWeekday(iso)).toBe(dayjs(iso).format('ddd D MMM YYYY'));
        expect(formatMonth(iso)).toBe(dayjs(iso).format('MMM YYYY'));
        expect(formatDate(isoDay(iso))).toBe(formatDate(iso));
      }),
    );
  });
});

describe('isoDay', () => {
  it("writes the wire's day, in a Dayjs's own zone", () => {
    expect(isoDay('2026-11-03T14:05:00')).toBe('2026-11-03');
    expect(isoDay(new Date(2026, 0, 9))).toBe('2026-01-09');
    expect(isoDay(dayjs('2026-02-28T23:00:00'))).toBe('2026-02-28');
    expect(isoDay('nonsense')).toBe('');
  });
});
