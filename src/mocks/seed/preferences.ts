import type { CustomShippingRecord, IntegrationRecord, PreferenceRecord } from '../db/schema';
import type { AccountsSeed } from './accounts';

export interface PreferencesSeed {
  integrations: IntegrationRecord[];
  custom_shippings: CustomShippingRecord[];
  preferences: PreferenceRecord[];
}

/** Shops, custom shipping methods and e-mail/shipping preferences of the seeded organisations. */
export function seedPreferences(_accounts: AccountsSeed): PreferencesSeed {
  return { integrations: [], custom_shippings: [], preferences: [] };
}
