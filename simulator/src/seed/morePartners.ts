import { stableUid } from '../lib/hash';
import type { CustomerRecord, DbSnapshot, SupplierRecord } from '../db/schema';
import { SEED_NUMBER, SEED_REFERENCE_DATE } from './constants';
import { seedContextAt, type SeedContext } from './context';
import { drawAddress } from './partners';
import { ORGANISATION_PROFILES } from './profiles';

/**
 * Per organisation, how many suppliers and customers the demo seed ends with: enough for lists
 * of several pages and a search that narrows something down.
 */
export const PARTNER_TARGETS = { suppliers: 40, customers: 150 } as const;

/** faker's own seed: this generator draws nothing from the shared one, so it can run last. */
const PARTNER_SEED_NUMBER = SEED_NUMBER + 10;

export interface MorePartners {
  suppliers: SupplierRecord[];
  customers: CustomerRecord[];
}

/**
 * Grows each organisation to PARTNER_TARGETS, after every other generator: the seeded suppliers
 * and customers keep their values and ids, the new ones follow with ascending ids. Seeded
 * suppliers get `supplies` (a field added after them) from their organisation's category names,
 * chosen by id, so no faker draw of the shared seed moves.
 */
export function seedMorePartners(
  snapshot: Pick<DbSnapshot, 'suppliers' | 'customers'>,
): MorePartners {
  const ctx = seedContextAt(SEED_REFERENCE_DATE, PARTNER_SEED_NUMBER);
  const suppliers: SupplierRecord[] = snapshot.suppliers.map((s) => ({
    ...s,
    supplies: s.supplies ?? suppliesFor(s.organisation_id, s.id),
  }));
  const customers = [...snapshot.customers];
  ORGANISATION_PROFILES.forEach((_profile, index) => {
    const organisationId = index + 1;
    const draw = partnerDrawer(ctx, [...suppliers, ...customers]);
    while (count(suppliers, organisationId) < PARTNER_TARGETS.suppliers) {
      const id = suppliers.length + 1;
      suppliers.push({
        ...draw(organisationId, 'supplier', id),
        supplier_type: ctx.faker.helpers.arrayElement(['supplier', 'supplier', 'manufacturer']),
        supplies: suppliesFor(organisationId, id),
      });
    }
    while (count(customers, organisationId) < PARTNER_TARGETS.customers) {
      const id = customers.length + 1;
      customers.push({
        ...draw(organisationId, 'customer', id),
        customer_type: ctx.faker.helpers.arrayElement(['retailer', 'retailer', 'distributor']),
      });
    }
  });
  return { suppliers, customers };
}

const count = (rows: readonly { organisation_id: number }[], organisationId: number) =>
  rows.reduce((n, r) => n + (r.organisation_id === organisationId ? 1 : 0), 0);

/** One or two of the organisation's category names, picked by the supplier's id. */
function suppliesFor(organisationId: number, id: number): string {
  const names = ORGANISATION_PROFILES[organisationId - 1]?.categories.map((c) => c.name) ?? [];
  if (names.length === 0) return '';
  const first = names[(id * 3) % names.length]!;
  const second = names[(id * 7 + 1) % names.length]!;
  return first === second ? first : `${first}, ${second}`;
}

/** Draws the shared fields of a new partner; e-mails stay unique within an organisation's kind. */
function partnerDrawer(
  ctx: SeedContext,
  existing: readonly { organisation_id: number; email: string }[],
) {
  const { faker } = ctx;
  const taken = new Set(existing.map((p) => `${p.organisation_id}:${p.email}`));
  const address = () => drawAddress(faker);
  return (organisationId: number, kind: 'supplier' | 'customer', id: number) => {
    const first = faker.person.firstName();
    const last = faker.person.lastName();
    const company = faker.company.name();
    const host = `${company.toLowerCase().replace(/[^a-z]+/g, '')}.com.au`;
    const local = `${first}.${last}`.toLowerCase().replace(/[^a-z0-9.-]/g, '');
    let email = `${local}@${host}`;
    for (let n = 2; taken.has(`${organisationId}:${email}`); n += 1) email = `${local}${n}@${host}`;
    taken.add(`${organisationId}:${email}`);
    return {
      id,
      uid: stableUid(kind, String(id)),
      organisation_id: organisationId,
      name: `${first} ${last}`,
      company,
      email,
      phone: `+61 ${faker.string.numeric(1)} ${faker.string.numeric(4)} ${faker.string.numeric(4)}`,
      address: address(),
      created_at: ctx.within(360, 20),
    };
  };
}
