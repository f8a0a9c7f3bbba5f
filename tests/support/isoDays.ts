import fc from 'fast-check';

/**
 * Any calendar day from `from` to `to` (both UTC, inclusive), written YYYY-MM-DD: the day the
 * property tests of dates, ranges and CSV cells draw from.
 */
export const isoDays = (from: string, to: string) =>
  fc
    .date({
      min: new Date(`${from}T00:00:00Z`),
      max: new Date(`${to}T00:00:00Z`),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString().slice(0, 10));
