/**
 * The shapes of an organisation's preferences that the field registries validate: declared here
 * (lib may not import the API contract), re-exported by domain/preferences/contract.ts.
 */

/** GET/PATCH/PUT organisations/{id}/preferences/email. */
export interface EmailPreferences {
  weekly_report_email_enabled: boolean;
  bot_message_email_enabled: boolean;
  admin_chat_email_enabled: boolean;
}
export type EmailPreferenceFlag = keyof EmailPreferences;

/** DDP: the merchant pays duties and taxes; DAP: the recipient pays them on delivery. */
export type DutiesTermsOfSale = 'DDP' | 'DAP';
/** How the warehouse prepares an item before packing when the product says nothing. */
export type DefaultPrepping = 'none' | 'bubble_wrap' | 'poly_bag' | 'box';
export type CustomTaxIdType = 'VAT' | 'ABN';

/** One country's import number (a uid of meta/configuration's countries). */
export interface CountryImportNumber {
  country: string;
  number: string;
}

/** GET/PATCH/PUT organisations/{id}/preferences/shipping (PATCH/PUT take the fields). */
export interface ShippingPreferencesInput {
  signature_on_delivery: boolean;
  duties_terms_of_sale: DutiesTermsOfSale;
  default_prepping: DefaultPrepping;
  custom_tax_id_type: CustomTaxIdType;
  /** '' when the organisation has none. */
  custom_tax_id: string;
  /** '' when the organisation has none. */
  eori_number: string;
  country_import_numbers: CountryImportNumber[];
}

/**
 * What happens to a shop order whose shipping option is the custom method's store title:
 * ship with the mapped method, hold it for a person to review first, or ship with the cheapest
 * provider method of the same reach (domestic or international) as the mapped one.
 */
export type CustomShippingFunction = 'map_to_method' | 'hold_for_review' | 'ship_cheapest';

export interface CustomShippingInput {
  /** The shipping option's name as the shop shows it at checkout. */
  store_title: string;
  /** A provider shipping method's code. */
  shipping_method: string;
  /** The carrier as the shop names it. */
  shipping_company: string;
  function: CustomShippingFunction;
}

/** PUT organisations/{id}/shippings/custom_shippings: the whole set, in order, replaces the old. */
export interface CustomShippingsRequest {
  custom_shippings: (CustomShippingInput & { uid?: string })[];
}

/** PATCH organisations/{id}/app_integrations/{uid}: the name and the switch; app and shop stay. */
export interface UpdateIntegrationRequest {
  name: string;
  active: boolean;
}
