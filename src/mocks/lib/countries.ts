import type { Country } from '@/api/contract';
import { COUNTRIES } from '../data/countries';
import { stableUid } from './hash';

/** meta/configuration's countries: `value` is the country uid addresses refer to. */
export const countryUid = (iso2: string): string => stableUid('country', iso2.toUpperCase());

let cached: Country[] | null = null;
export function countryList(): Country[] {
  cached ??= COUNTRIES.map(({ iso2, name }) => ({ iso2, value: countryUid(iso2), text: name }));
  return cached;
}
