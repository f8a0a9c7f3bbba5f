import fc from 'fast-check';
import { formatCountdown, parseInstant, secondsUntil, secondsUntilIso } from './countdown';

describe('formatCountdown', () => {
  it('reads mm:ss below an hour', () => {
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(9)).toBe('00:09');
    expect(formatCountdown(60)).toBe('01:00');
    expect(formatCountdown(600)).toBe('10:00');
    expect(formatCountdown(3599)).toBe('59:59');
  });

  it('reads h : mm : ss at and above an hour, spaces included', () => {
    expect(formatCountdown(3600)).toBe('1 : 00 : 00');
    expect(formatCountdown(3661)).toBe('1 : 01 : 01');
    expect(formatCountdown(10800)).toBe('3 : 00 : 00');
    expect(formatCountdown(10799)).toBe('2 : 59 : 59');
  });

  it('reads negative, fractional and invalid input sensibly', () => {
    expect(formatCountdown(-5)).toBe('00:00');
    expect(formatCountdown(59.9)).toBe('00:59');
    expect(formatCountdown(Number.NaN)).toBe('00:00');
  });

  it('always reads back to the seconds it was given', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 48 * 3600 }), (s) => {
        const text = formatCountdown(s);
        const short = /^(\d\d):(\d\d)$/.exec(text);
        const long = /^(\d+) : (\d\d) : (\d\d)$/.exec(text);
        if (s < 3600) {
          expect(short).not.toBeNull();
          expect(Number(short![1]) * 60 + Number(short![2])).toBe(s);
        } else {
          expect(long).not.toBeNull();
          const [, h, m, sec] = long!.map(Number);
          expect(h! * 3600 + m! * 60 + sec!).toBe(s);
          expect(m).toBeLessThan(60);
        }
      }),
    );
  });
});

describe('secondsUntil', () => {
  const now = Date.parse('2026-11-21T10:00:00.000Z');

  it('rounds up, so a fresh 60 s wait reads 60 and a passed deadline 0', () => {
    expect(secondsUntil(now + 60_000, now)).toBe(60);
    expect(secondsUntil(now + 59_001, now)).toBe(60);
    expect(secondsUntil(now + 1, now)).toBe(1);
    expect(secondsUntil(now, now)).toBe(0);
    expect(secondsUntil(now - 5000, now)).toBe(0);
    expect(secondsUntil(null, now)).toBe(0);
  });

  it('reads ISO times, and null or garbage as nothing to wait for', () => {
    expect(secondsUntilIso('2026-11-21T10:10:00.000Z', now)).toBe(600);
    expect(secondsUntilIso(null, now)).toBe(0);
    expect(secondsUntilIso('soon', now)).toBe(0);
    expect(parseInstant('soon')).toBeNull();
  });

  it('is never negative and never grows as time passes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.integer({ min: 0, max: 1e9 }),
        fc.integer({ min: 0, max: 1e7 }),
        (deadline, t, step) => {
          const a = secondsUntil(deadline, t);
          const b = secondsUntil(deadline, t + step);
          expect(a).toBeGreaterThanOrEqual(0);
          expect(b).toBeLessThanOrEqual(a);
        },
      ),
    );
  });
});
