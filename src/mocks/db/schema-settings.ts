/**
 * Records of organisation settings, billing and the wallet. Each group belongs to one part of the
 * settings work; a record's shape may grow with its screens (add fields, bump SNAPSHOT_VERSION).
 */

/** A pricing proposal offered to an organisation (organisations/{id}/pricing_proposals). */
export interface PricingProposalRecord {
  id: number;
  uid: string;
  organisation_id: number;
  title: string;
  status: 'accepted' | 'offered' | 'expired';
  valid_from: string;
  valid_until: string | null;
  /** One priced service per line, AUD excluding GST. */
  lines: { service: string; unit: string; price: number }[];
  notes: string;
  created_at: string;
}

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

/** One line of the organisation's wallet (wallets/transactions); `balance` is after the line. */
export interface WalletTransactionRecord {
  id: number;
  uid: string;
  organisation_id: number;
  date: string;
  type: string;
  description: string;
  debit: number;
  credit: number;
  balance: number;
}
