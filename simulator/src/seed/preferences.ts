import type { CustomShippingFunction } from '@/domain/preferences/contract';
import type { CustomShippingRecord, IntegrationRecord, PreferenceRecord } from '../db/schema';
import { countryUid } from '../lib/countries';
import { stableUid } from '../lib/hash';
import type { AccountsSeed } from './accounts';
import { DAY_MS, SEED_REFERENCE_DATE } from './constants';

export interface PreferencesSeed {
  integrations: IntegrationRecord[];
  custom_shippings: CustomShippingRecord[];
  preferences: PreferenceRecord[];
}

const daysBefore = (days: number, hour = 9) =>
  new Date(SEED_REFERENCE_DATE - days * DAY_MS + hour * 3_600_000).toISOString();

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The shops of an organisation: app, the name shown in the portal, the shop's address. */
const SHOPS: readonly ((org: string) => { app: string; name: string; shop: string })[] = [
  (org) => ({ app: 'Shopify', name: `${org} Online`, shop: `${slug(org)}.myshopify.com` }),
  (org) => ({
    app: 'WooCommerce',
    name: `${org} Wholesale`,
    shop: `wholesale.${slug(org)}.com.au`,
  }),
  (org) => ({
    app: 'Amazon',
    name: `${org} on Amazon AU`,
    shop: `A${(slug(org).length * 7919).toString(36).toUpperCase()}AU`,
  }),
  (org) => ({ app: 'eBay', name: `${org} eBay Store`, shop: `ebay.com.au/str/${slug(org)}` }),
];

const CUSTOM_METHODS: readonly [string, string, string, CustomShippingFunction][] = [
  ['Standard Shipping', 'AUPOST_PARCEL', 'Australia Post', 'map_to_method'],
  ['Express Shipping', 'AUPOST_EXPRESS', 'Australia Post', 'map_to_method'],
  ['Free Shipping (orders over $100)', 'SENDLE_STANDARD', 'Sendle', 'ship_cheapest'],
  ['International Shipping', 'DHL_EXPRESS', 'DHL', 'hold_for_review'],
];

/**
 * Shops, custom shipping methods and e-mail/shipping preferences of the seeded organisations,
 * by plain arithmetic (no faker), so the records generated before stay as they were. The last
 * organisation has no preferences row: it gets the defaults on its first read, as a new one does.
 */
export function seedPreferences(accounts: AccountsSeed): PreferencesSeed {
  const integrations: IntegrationRecord[] = [];
  const customShippings: CustomShippingRecord[] = [];
  const preferences: PreferenceRecord[] = [];
  accounts.organisations.forEach((org, o) => {
    // 4, 3, 2 shops; one of each organisation's is switched off.
    SHOPS.slice(0, 4 - o).forEach((shop, s) =>
      integrations.push({
        id: integrations.length + 1,
        uid: stableUid('integration', `${org.id}:${s}`),
        organisation_id: org.id,
        ...shop(org.name),
        active: s !== 1,
        updated_at: daysBefore(3 + s * 11 + o * 5, 8 + s),
      }),
    );
    CUSTOM_METHODS.slice(0, 3 - o).forEach(([title, method, company, fn], position) =>
      customShippings.push({
        id: customShippings.length + 1,
        uid: stableUid('custom-shipping', `${org.id}:${position}`),
        organisation_id: org.id,
        position,
        store_title: title,
        shipping_method: method,
        shipping_company: company,
        function: fn,
        created_at: daysBefore(40 - position * 3 + o),
      }),
    );
  });
  const [koala, harbour] = accounts.organisations;
  if (koala)
    preferences.push({
      id: 1,
      organisation_id: koala.id,
      email: {
        weekly_report_email_enabled: true,
        bot_message_email_enabled: false,
        admin_chat_email_enabled: true,
      },
      shipping: {
        signature_on_delivery: true,
        duties_terms_of_sale: 'DDP',
        default_prepping: 'bubble_wrap',
        custom_tax_id_type: 'ABN',
        // The ATO's published example ABN: it passes the check digits.
        custom_tax_id: '51824753556',
        eori_number: 'GB123456789000',
        country_import_numbers: [{ country: countryUid('NZ'), number: 'NZ-4471-2290' }],
      },
      updated_at: daysBefore(12),
    });
  if (harbour)
    preferences.push({
      id: 2,
      organisation_id: harbour.id,
      email: {
        weekly_report_email_enabled: false,
        bot_message_email_enabled: true,
        admin_chat_email_enabled: true,
      },
      shipping: {
        signature_on_delivery: false,
        duties_terms_of_sale: 'DAP',
        default_prepping: 'poly_bag',
        custom_tax_id_type: 'VAT',
        custom_tax_id: 'GB980780684',
        eori_number: '',
        country_import_numbers: [],
      },
      updated_at: daysBefore(30),
    });
  return { integrations, custom_shippings: customShippings, preferences };
}
