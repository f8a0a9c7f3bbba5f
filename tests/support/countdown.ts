import { expect } from 'vitest';

/** The seconds a countdown shows: "Code expires in 04:56" → 296, "try again in 2 : 29 : 57" → 8997. */
export function countdownSeconds(text: string): number {
  const shown = /\d+(?:\s*:\s*\d+)+/.exec(text);
  if (!shown) throw new Error(`no countdown in "${text}"`);
  return shown[0].split(':').reduce((total, part) => total * 60 + Number(part.trim()), 0);
}

/**
 * The element's countdown shows `seconds` less the time that has really passed since `since`
 * (ms, the test clock), to the second: the test clock runs, so on a busy machine a page may
 * take a few seconds to show it. A countdown started afresh or from the wrong moment (a second
 * code's full ten minutes) fails.
 */
export function expectCountdown(element: HTMLElement, seconds: number, since: number): void {
  const shown = countdownSeconds(element.textContent ?? '');
  const passed = Math.ceil((Date.now() - since) / 1000);
  expect(shown).toBeLessThanOrEqual(seconds);
  expect(shown).toBeGreaterThanOrEqual(seconds - passed - 1);
}
