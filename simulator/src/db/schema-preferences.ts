/** The records of an organisation's shops, custom shipping methods and preferences. */
import type {
  CustomShippingFunction,
  EmailPreferences,
  ShippingPreferencesInput,
} from '@/domain/preferences/contract';

/** A shop feeding the organisation orders (organisations/{id}/app_integrations). */
export interface IntegrationRecord {
  id: number;
  uid: string;
  organisation_id: number;
  app: string;
  name: string;
  shop: string;
  active: boolean;
  updated_at: string;
}

/** A shop's own shipping option mapped to one of the provider's methods. */
export interface CustomShippingRecord {
  id: number;
  uid: string;
  organisation_id: number;
  /** The row's place in the organisation's list (the edit page keeps the order it was given). */
  position: number;
  store_title: string;
  shipping_method: string;
  shipping_company: string;
  function: CustomShippingFunction;
  created_at: string;
}

/** One row per organisation: e-mail and shipping preferences (created with defaults on first read). */
export interface PreferenceRecord {
  id: number;
  organisation_id: number;
  email: EmailPreferences;
  shipping: ShippingPreferencesInput;
  updated_at: string;
}
