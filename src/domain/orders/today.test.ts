import { describe, expect, it } from 'vitest';
import { todayIn, zoneOffsetMinutes } from './today';

/** The simulator's calendar: UTC moved by the X-Timezone-Offset minutes. */
const serverDay = (now: Date, offset: number) =>
  new Date(now.getTime() + offset * 60_000).toISOString().slice(0, 10);

describe('the merchant calendar', () => {
  it('gives the zone offset in minutes east, following daylight saving', () => {
    expect(zoneOffsetMinutes('Australia/Sydney', new Date('2030-01-15T00:00:00Z'))).toBe(660);
    expect(zoneOffsetMinutes('Australia/Sydney', new Date('2030-07-15T00:00:00Z'))).toBe(600);
    expect(zoneOffsetMinutes('America/Los_Angeles', new Date('2030-01-15T00:00:00Z'))).toBe(-480);
    expect(zoneOffsetMinutes('Asia/Kolkata', new Date('2030-01-15T00:00:00Z'))).toBe(330);
  });

  it('has no offset for an unknown or missing zone', () => {
    expect(zoneOffsetMinutes('Mars/Olympus', new Date())).toBeNull();
    expect(zoneOffsetMinutes(null, new Date())).toBeNull();
    expect(zoneOffsetMinutes(undefined, new Date())).toBeNull();
  });

  it("agrees with the server's day for that offset, on both sides of midnight", () => {
    const zones = ['Australia/Sydney', 'Pacific/Auckland', 'America/Los_Angeles', 'Asia/Kolkata'];
    const moments = [
      '2030-01-01T12:59:00Z',
      '2030-01-01T13:00:00Z',
      '2030-01-01T07:59:00Z',
      '2030-01-01T08:00:00Z',
      '2030-04-05T15:59:00Z',
      '2030-10-05T16:01:00Z',
      '2030-06-30T18:29:00Z',
      '2030-06-30T18:30:00Z',
    ].map((iso) => new Date(iso));
    for (const zone of zones)
      for (const now of moments)
        expect(serverDay(now, zoneOffsetMinutes(zone, now)!)).toBe(todayIn(zone, now));
  });
});
