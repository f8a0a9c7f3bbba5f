import { describe, expect, it } from 'vitest';
import { median, percentile } from '../stats';

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('ignores values that are not numbers and is NaN when nothing is left', () => {
    expect(median([Number.NaN, 7])).toBe(7);
    expect(median([])).toBeNaN();
  });
});

describe('percentile', () => {
  it('uses the nearest rank', () => {
    const oneToTwenty = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(percentile(oneToTwenty, 95)).toBe(19);
    expect(percentile(oneToTwenty, 50)).toBe(10);
    expect(percentile(oneToTwenty, 100)).toBe(20);
  });

  it('of 30 keystrokes, p95 is the 29th fastest', () => {
    const samples = Array.from({ length: 30 }, (_, i) => (i + 1) * 10);
    expect(percentile(samples, 95)).toBe(290);
  });

  it('is NaN without values', () => {
    expect(percentile([], 95)).toBeNaN();
  });
});
