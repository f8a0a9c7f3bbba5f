/** Used where the browser cannot list its zones (Intl.supportedValuesOf is missing). */
export const FALLBACK_TIME_ZONES = [
  'Australia/Adelaide',
  'Australia/Brisbane',
  'Australia/Darwin',
  'Australia/Hobart',
  'Australia/Melbourne',
  'Australia/Perth',
  'Australia/Sydney',
  'Pacific/Auckland',
  'Asia/Singapore',
  'Asia/Tokyo',
  'Europe/London',
  'America/New_York',
  'America/Los_Angeles',
  'UTC',
] as const;

/**
 * The IANA zones offered by the time-zone select. The current value stays selectable even when
 * the list lacks it (an alias such as 'UTC' is not in every engine's canonical list).
 */
export function timeZoneChoices(current = ''): string[] {
  const listed =
    typeof Intl.supportedValuesOf === 'function'
      ? Intl.supportedValuesOf('timeZone')
      : [...FALLBACK_TIME_ZONES];
  return current && !listed.includes(current) ? [current, ...listed] : listed;
}
