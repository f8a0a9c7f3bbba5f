import type { Role } from '@/domain/contract';
import { countryUid } from '../lib/countries';
import { passwordDigest, stableUid } from '../lib/hash';
import type {
  MembershipRecord,
  OrganisationRecord,
  UserRecord,
  WarehouseRecord,
} from '../db/schema';
import type { SeedContext } from './context';
import { DEMO_PASSWORD, DEMO_USERS } from './demoAccounts';
import { ORGANISATION_PROFILES } from './profiles';

export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './demoAccounts';

export interface AccountsSeed {
  organisations: OrganisationRecord[];
  warehouses: WarehouseRecord[];
  users: UserRecord[];
  memberships: MembershipRecord[];
}

export function seedAccounts(ctx: SeedContext): AccountsSeed {
  const { faker } = ctx;
  const au = countryUid('AU');
  const organisations: OrganisationRecord[] = [];
  const warehouses: WarehouseRecord[] = [];
  ORGANISATION_PROFILES.forEach((p, i) => {
    const id = i + 1;
    p.warehouses.forEach((w) =>
      warehouses.push({
        id: warehouses.length + 1,
        uid: stableUid('warehouse', w.code),
        organisation_id: id,
        name: w.name,
        code: w.code,
        suburb: w.suburb,
        state: w.state,
        country_iso2: 'AU',
      }),
    );
    organisations.push({
      id,
      uid: stableUid('organisation', p.name),
      name: p.name,
      legal_name: p.legalName,
      website: `https://www.${p.domain}`,
      phone: `+61 2 ${faker.string.numeric(4)} ${faker.string.numeric(4)}`,
      tier: p.tier,
      company_email: `hello@${p.domain}`,
      tax_id: `ABN ${faker.string.numeric(11)}`,
      logo: null,
      address: {
        addressLine1: faker.location.streetAddress(),
        addressLine2: '',
        suburb: p.suburb,
        state: p.state,
        postcode: p.postcode,
        country: au,
      },
      active_warehouse_id: warehouses.find((w) => w.organisation_id === id)?.id ?? null,
      created_at: ctx.daysAgo(400 + i * 90),
    });
  });

  const users: UserRecord[] = [];
  const memberships: MembershipRecord[] = [];
  const addUser = (spec: {
    email: string;
    first: string;
    last: string;
    verified: boolean;
    password: string;
  }) => {
    const salt = faker.string.alphanumeric(16);
    const user: UserRecord = {
      id: users.length + 1,
      uid: spec.email,
      email: spec.email,
      first_name: spec.first,
      last_name: spec.last,
      password_salt: salt,
      password_digest: passwordDigest(salt, spec.password),
      user_verified: spec.verified,
      otp_count: 0,
      pending_email: null,
      phone: `+61 4${faker.string.numeric(2)} ${faker.string.numeric(3)} ${faker.string.numeric(3)}`,
      occupation: faker.person.jobTitle(),
      time_zone: 'Australia/Sydney',
      created_at: ctx.within(380, 200),
    };
    users.push(user);
    return user;
  };
  const addMembership = (
    user: UserRecord,
    organisationId: number,
    role: Role,
    status: MembershipRecord['status'],
  ) =>
    memberships.push({
      id: memberships.length + 1,
      user_id: user.id,
      organisation_id: organisationId,
      role,
      status,
      created_at: user.created_at,
    });

  for (const spec of DEMO_USERS) {
    const user = addUser({ ...spec, password: DEMO_PASSWORD });
    spec.roles.forEach((role, i) => role && addMembership(user, i + 1, role, 'active'));
  }
  // A few colleagues per organisation so team pages have people; their passwords are unknown.
  ORGANISATION_PROFILES.forEach((p, i) => {
    const colleagues: [Role, MembershipRecord['status']][] =
      i === 2
        ? [
            ['OWNER', 'active'],
            ['MEMBER', 'active'],
            ['MEMBER', 'invited'],
          ]
        : [
            ['MEMBER', 'active'],
            ['MEMBER', 'inactive'],
            ['ADMIN', 'invited'],
          ];
    for (const [role, status] of colleagues) {
      const first = faker.person.firstName();
      const last = faker.person.lastName();
      const email = `${first}.${last}@${p.domain}`.toLowerCase().replace(/[^a-z0-9.@-]/g, '');
      addMembership(
        addUser({
          email,
          first,
          last,
          verified: status !== 'invited',
          password: faker.internet.password(),
        }),
        i + 1,
        role,
        status,
      );
    }
  });
  return { organisations, warehouses, users, memberships };
}
