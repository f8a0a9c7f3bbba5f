import { countryUid } from '../lib/countries';
import { stableUid } from '../lib/hash';
import type { Address, CustomerRecord, SupplierRecord } from '../db/schema';
import type { SeedContext } from './context';
import { ORGANISATION_PROFILES } from './profiles';

const AU_STATES = ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'];

export interface PartnersSeed {
  suppliers: SupplierRecord[];
  customers: CustomerRecord[];
}

/** Suppliers (who send stock in) and customers (retailers and distributors stock goes out to). */
export function seedPartners(ctx: SeedContext): PartnersSeed {
  const { faker } = ctx;
  const address = (): Address => ({
    addressLine1: faker.location.streetAddress(),
    addressLine2:
      faker.helpers.maybe(() => faker.location.secondaryAddress(), { probability: 0.3 }) ?? '',
    suburb: faker.location.city(),
    state: faker.helpers.arrayElement(AU_STATES),
    postcode: faker.string.numeric(4),
    country: countryUid('AU'),
  });
  const person = (domain?: string) => {
    const first = faker.person.firstName();
    const last = faker.person.lastName();
    const company = faker.company.name();
    const host = domain ?? `${company.toLowerCase().replace(/[^a-z]+/g, '')}.com.au`;
    return {
      name: `${first} ${last}`,
      company,
      email: `${first}.${last}@${host}`.toLowerCase().replace(/[^a-z0-9.@-]/g, ''),
      phone: `+61 ${faker.string.numeric(1)} ${faker.string.numeric(4)} ${faker.string.numeric(4)}`,
    };
  };

  const suppliers: SupplierRecord[] = [];
  const customers: CustomerRecord[] = [];
  ORGANISATION_PROFILES.forEach((profile, i) => {
    for (let n = 0; n < profile.counts.suppliers; n += 1) {
      const id = suppliers.length + 1;
      suppliers.push({
        id,
        uid: stableUid('supplier', String(id)),
        organisation_id: i + 1,
        ...person(),
        address: address(),
        supplier_type: faker.helpers.arrayElement(['supplier', 'supplier', 'manufacturer']),
        created_at: ctx.within(360, 120),
      });
    }
    for (let n = 0; n < profile.counts.customers; n += 1) {
      const id = customers.length + 1;
      customers.push({
        id,
        uid: stableUid('customer', String(id)),
        organisation_id: i + 1,
        ...person(),
        address: address(),
        customer_type: faker.helpers.arrayElement(['retailer', 'retailer', 'distributor']),
        created_at: ctx.within(360, 100),
      });
    }
  });
  return { suppliers, customers };
}
