// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { countdownSeconds, expectCountdown } from './countdown';

const shown = (text: string) => Object.assign(document.createElement('p'), { textContent: text });

describe('countdowns in tests', () => {
  it('reads the seconds a countdown shows, in either of the portal formats', () => {
    expect(countdownSeconds('Code expires in 04:56')).toBe(296);
    expect(countdownSeconds('You can try again in 2 : 29 : 57.')).toBe(8997);
    expect(() => countdownSeconds('The code has expired.')).toThrow('no countdown');
  });

  it('accepts only what is left once the time really passed is taken off', () => {
    const since = Date.now() - 3_500; // four whole seconds ago, at most
    expect(() => expectCountdown(shown('Code expires in 04:56'), 300, since)).not.toThrow();
    expect(() => expectCountdown(shown('Code expires in 05:00'), 300, since)).not.toThrow();
    // A fresh code's ten minutes, or a countdown that ran from an earlier moment, fail.
    expect(() => expectCountdown(shown('Code expires in 10:00'), 300, since)).toThrow();
    expect(() => expectCountdown(shown('Code expires in 04:30'), 300, since)).toThrow();
  });
});
