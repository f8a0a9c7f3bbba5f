import { countryUid } from '../lib/countries';
import { stableUid } from '../lib/hash';
import type { Address, CustomerRecord, PartnerRecord, SupplierRecord } from '../db/schema';
import type { SeedContext } from './context';
import { ORGANISATION_PROFILES } from './profiles';

const AU_STATES = ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'];

/** An Australian address as faker draws it (the draws, in this order, are part of the seed). */
export function drawAddress(faker: SeedContext['faker']): Address {
  return {
    addressLine1: faker.location.streetAddress(),
    addressLine2:
      faker.helpers.maybe(() => faker.location.secondaryAddress(), { probability: 0.3 }) ?? '',
    suburb: faker.location.city(),
    state: faker.helpers.arrayElement(AU_STATES),
    postcode: faker.string.numeric(4),
    country: countryUid('AU'),
  };
}

export interface PartnersSeed {
  suppliers: SupplierRecord[];
  customers: CustomerRecord[];
}

/** Suppliers (who send stock in) and customers (retailers and distributors stock goes out to). */
export function seedPartners(ctx: SeedContext): PartnersSeed {
  const { faker } = ctx;
  const address = () => drawAddress(faker);
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

  /** `count` partners of one kind for an organisation, numbered on from `rows`. */
  const addPartners = <T extends PartnerRecord>(
    rows: T[],
    kind: 'supplier' | 'customer',
    count: number,
    organisationId: number,
    /** The kind's own fields and the creation date, drawn after the shared ones. */
    extra: () => Omit<T, Exclude<keyof PartnerRecord, 'created_at'>>,
  ) => {
    for (let n = 0; n < count; n += 1) {
      const id = rows.length + 1;
      rows.push({
        id,
        uid: stableUid(kind, String(id)),
        organisation_id: organisationId,
        ...person(),
        address: address(),
        ...extra(),
      } as T);
    }
  };

  const suppliers: SupplierRecord[] = [];
  const customers: CustomerRecord[] = [];
  ORGANISATION_PROFILES.forEach((profile, i) => {
    addPartners(suppliers, 'supplier', profile.counts.suppliers, i + 1, () => ({
      supplier_type: faker.helpers.arrayElement(['supplier', 'supplier', 'manufacturer'] as const),
      created_at: ctx.within(360, 120),
    }));
    addPartners(customers, 'customer', profile.counts.customers, i + 1, () => ({
      customer_type: faker.helpers.arrayElement(['retailer', 'retailer', 'distributor'] as const),
      created_at: ctx.within(360, 100),
    }));
  });
  return { suppliers, customers };
}
