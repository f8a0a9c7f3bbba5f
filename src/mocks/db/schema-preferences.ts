/** The records of an organisation's shops, custom shipping methods and preferences. */

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
  store_title: string;
  shipping_method: string;
  shipping_company: string;
  function: string;
  created_at: string;
}

/** One row per organisation: e-mail and shipping preferences (created with defaults on first read). */
export interface PreferenceRecord {
  id: number;
  organisation_id: number;
  email: {
    weekly_report_email_enabled: boolean;
    bot_message_email_enabled: boolean;
    admin_chat_email_enabled: boolean;
  };
  shipping: {
    signature_on_delivery: boolean;
    duties_terms_of_sale: string;
    default_prepping: string;
    custom_tax_id_type: string;
    custom_tax_id: string;
    eori_number: string;
    country_import_numbers: { country: string; number: string }[];
  };
  updated_at: string;
}
