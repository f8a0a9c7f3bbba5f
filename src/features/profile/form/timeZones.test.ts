import { FALLBACK_TIME_ZONES, timeZoneChoices } from './timeZones';

describe('timeZoneChoices', () => {
  it('lists the zones the platform knows', () => {
    expect(timeZoneChoices()).toContain('Australia/Perth');
  });

  it('keeps the current value selectable when the list lacks it', () => {
    const choices = timeZoneChoices('Etc/GMT+5');
    expect(choices[0]).toBe('Etc/GMT+5');
    expect(new Set(choices).size).toBe(choices.length);
  });

  it('falls back to a short list without Intl.supportedValuesOf', () => {
    const original = Intl.supportedValuesOf;
    Object.defineProperty(Intl, 'supportedValuesOf', { value: undefined, configurable: true });
    try {
      expect(timeZoneChoices('Australia/Perth')).toEqual([...FALLBACK_TIME_ZONES]);
    } finally {
      Object.defineProperty(Intl, 'supportedValuesOf', { value: original, configurable: true });
    }
  });
});
