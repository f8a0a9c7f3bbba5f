import type { ProductInput } from '@/domain/contract';
import { PRODUCT_OPTION_DEFAULTS } from '@/domain/catalogue/productFields';
import { signInAs, type SimulatorStore } from '@simulator/node';
import { SEED_REFERENCE_DATE } from '@simulator/seed';

/** Shared set-up of the catalogue's simulator tests. */

/** Noon of the seed's "today": the seeded movements fall inside "the last 30/90 days". */
export const SEED_NOON = SEED_REFERENCE_DATE + 12 * 3600 * 1000;

/** A 1×1 PNG. */
export const TINY_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** Signs in and answers the headers and the current organisation (uid and id). */
export async function signedIn(store: SimulatorStore, email = 'owner@demo.test') {
  const { user, headers } = await signInAs(email);
  const organisation = store.organisations.find((o) => o.uid === user.x_organisation_uid)!;
  return { user, auth: headers, org: organisation.uid, organisationId: organisation.id };
}

export function validProduct(overrides: Partial<ProductInput> = {}): ProductInput {
  return {
    sku: 'NEW-SKU-001',
    title: 'Test Honey – Large',
    category_id: null,
    barcode: '',
    description: 'Printed on export declarations',
    images: [TINY_PNG],
    length: 10,
    width: 8,
    height: 6,
    weight: 0.5,
    manufactured_country: '',
    supplier_value: 4.5,
    hs_code: '0409.00',
    sales_value: 12,
    ...PRODUCT_OPTION_DEFAULTS,
    lower_limit: 10,
    low_stock_warning: true,
    ...overrides,
  };
}

/** Active products of an organisation. */
export function activeProducts(store: SimulatorStore, organisationId: number) {
  return store.products.filter((p) => p.organisation_id === organisationId && !p.archived);
}

/** The first active bundle of an organisation (the seed gives each one many). */
export function activeBundle(store: SimulatorStore, organisationId: number) {
  return store.bundles.find((b) => b.organisation_id === organisationId && !b.archived)!;
}
