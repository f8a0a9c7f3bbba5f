/**
 * E-mail and shipping preferences, shipping methods, custom shipping methods and app
 * integrations of an organisation (organisations/{id}/…). Re-exported from contract.ts.
 */
import type { DataAnswer, Page } from '../contract';
import type {
  CustomShippingInput,
  EmailPreferences,
  ShippingPreferencesInput,
} from '@/domain/preferences/preferenceTypes';

export type {
  CountryImportNumber,
  CustomShippingFunction,
  CustomShippingInput,
  CustomShippingsRequest,
  CustomTaxIdType,
  DefaultPrepping,
  DutiesTermsOfSale,
  EmailPreferenceFlag,
  EmailPreferences,
  ShippingPreferencesInput,
  UpdateIntegrationRequest,
} from '@/domain/preferences/preferenceTypes';

// ---- E-mail preferences ----------------------------------------------------------------------

export type EmailPreferencesResponse = DataAnswer<EmailPreferences>;

// ---- Shipping preferences --------------------------------------------------------------------

export interface ShippingPreferences extends ShippingPreferencesInput {
  updated_at: string;
}
export type ShippingPreferencesResponse = DataAnswer<ShippingPreferences>;

// ---- Shipping methods ------------------------------------------------------------------------

/** GET organisations/{id}/shippings/shipping_methods: the provider's methods (no prices). */
export interface ProviderShippingMethod {
  code: string;
  label: string;
  carrier: string;
  service: string;
  insured: boolean;
  /** false: delivers in Australia only. */
  international: boolean;
}
export type ShippingMethodsResponse = DataAnswer<ProviderShippingMethod[]>;

// ---- Custom shipping methods -----------------------------------------------------------------

export interface CustomShippingMethod extends CustomShippingInput {
  uid: string;
}
/** GET organisations/{id}/shippings/custom_shippings. */
export type CustomShippingsResponse = DataAnswer<CustomShippingMethod[]>;

// ---- App integrations ------------------------------------------------------------------------

/** A shop feeding the organisation orders. */
export interface Integration {
  uid: string;
  /** The shop platform: Shopify, WooCommerce, Amazon… */
  app: string;
  name: string;
  /** The shop's address or seller id on its platform. */
  shop: string;
  active: boolean;
  updated_at: string;
}
/** GET organisations/{id}/app_integrations?page&per_page. */
export type IntegrationsResponse = Page<Integration>;
/** GET/PATCH organisations/{id}/app_integrations/{uid}. */
export type IntegrationResponse = DataAnswer<Integration>;
