import type { Country } from '@/domain/contract';
import { COUNTRIES } from '../data/countries';
import { stableUid } from './hash';

/** meta/configuration's countries: `value` is the country uid addresses refer to. */
const uids = new Map<string, string>();
export const countryUid = (iso2: string): string => {
  const code = iso2.toUpperCase();
  let uid = uids.get(code);
  // Memoised: the seed asks for a few countries thousands of times, and each is a SHA-256.
  if (uid === undefined) uids.set(code, (uid = stableUid('country', code)));
  return uid;
};

let cached: Country[] | null = null;
export function countryList(): Country[] {
  cached ??= COUNTRIES.map(({ iso2, name }) => ({ iso2, value: countryUid(iso2), text: name }));
  return cached;
}
