import type {
  CountryImportNumber,
  EmailPreferences,
  ShippingPreferences,
  ShippingPreferencesInput,
} from '@/domain/preferences/contract';
import { DEFAULT_EMAIL_PREFERENCES, emailPreferencesProblems } from '@/domain/preferences/emailPreferenceFields';
import {
  DEFAULT_SHIPPING_PREFERENCES,
  normaliseShippingPreferences,
  shippingPreferencesProblems,
} from '@/domain/preferences/shippingPreferenceFields';
import type { PreferenceRecord } from '../db/schema';
import type { SimulatorStore } from '../db/store';
import { countryList } from '../lib/countries';
import type { JsonBody } from '../server-rules/body';

/**
 * The organisation's preferences row, created with the defaults on its first read: a new
 * organisation has every e-mail on and the plain shipping defaults until an admin changes them.
 */
export function preferencesOf(
  store: SimulatorStore,
  organisationId: number,
  now: number,
): PreferenceRecord {
  const found = store.preferences.find((p) => p.organisation_id === organisationId);
  if (found) return found;
  return store.preferences.insert({
    organisation_id: organisationId,
    email: { ...DEFAULT_EMAIL_PREFERENCES },
    shipping: structuredClone(DEFAULT_SHIPPING_PREFERENCES),
    updated_at: new Date(now).toISOString(),
  });
}

/** Field → [message], the 422 body's shape. */
const asFieldErrors = (problems: Record<string, string>) =>
  Object.keys(problems).length
    ? Object.fromEntries(Object.entries(problems).map(([k, m]) => [k, [m]]))
    : null;

/**
 * The e-mail flags a PATCH (some) or PUT (all three) asks for, over the stored ones, or the
 * field errors refusing the body.
 */
export function readEmailPreferences(
  body: JsonBody,
  current: EmailPreferences,
  partial: boolean,
): { value: EmailPreferences } | { errors: Record<string, string[]> } {
  const errors = asFieldErrors(emailPreferencesProblems(body, { partial }));
  if (errors) return { errors };
  const value = { ...current };
  for (const flag of Object.keys(current) as (keyof EmailPreferences)[])
    if (typeof body[flag] === 'boolean') value[flag] = body[flag];
  return { value };
}

const isKnownCountry = (uid: string) => countryList().some((c) => c.value === uid);

/** A row of the body as it came (anything not an object is an empty row, refused as such). */
const importRow = (row: unknown): CountryImportNumber => {
  const r = (row && typeof row === 'object' ? row : {}) as Record<string, unknown>;
  return {
    country: typeof r.country === 'string' ? r.country : '',
    number: typeof r.number === 'string' ? r.number : '',
  };
};

/**
 * The shipping preferences a PATCH (the fields it sends over the stored ones) or PUT (every field)
 * asks for, checked by the same rules as the edit form; stored numbers lose their grouping spaces.
 */
export function readShippingPreferences(
  body: JsonBody,
  current: ShippingPreferencesInput,
  partial: boolean,
): { value: ShippingPreferencesInput } | { errors: Record<string, string[]> } {
  if (!partial) {
    const missing = (
      Object.keys(DEFAULT_SHIPPING_PREFERENCES) as (keyof ShippingPreferencesInput)[]
    ).filter((field) => !(field in body));
    if (missing.length)
      return { errors: Object.fromEntries(missing.map((f) => [f, ['is required']])) };
  }
  const merged = { ...current, ...pick(body) } as ShippingPreferencesInput;
  const rows = body.country_import_numbers;
  if ('country_import_numbers' in body && !Array.isArray(rows))
    return { errors: { country_import_numbers: ['must be a list'] } };
  merged.country_import_numbers = Array.isArray(rows)
    ? rows.map(importRow)
    : current.country_import_numbers;
  for (const field of ['custom_tax_id', 'eori_number'] as const)
    if (typeof merged[field] !== 'string') merged[field] = '';
  const errors = asFieldErrors(shippingPreferencesProblems(merged, isKnownCountry));
  return errors ? { errors } : { value: normaliseShippingPreferences(merged) };
}

/** The body's known fields only: anything else a client sends is ignored, as Rails' permit does. */
function pick(body: JsonBody): Partial<ShippingPreferencesInput> {
  const out: Record<string, unknown> = {};
  for (const field of Object.keys(DEFAULT_SHIPPING_PREFERENCES))
    if (field in body && field !== 'country_import_numbers') out[field] = body[field];
  return out as Partial<ShippingPreferencesInput>;
}

export const shippingPreferencesView = (row: PreferenceRecord): ShippingPreferences => ({
  ...structuredClone(row.shipping),
  updated_at: row.updated_at,
});
