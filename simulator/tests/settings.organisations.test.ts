import { describe, expect, it } from 'vitest';
import type { OrganisationDetail, OrganisationListItem, PricingProposal } from '@/domain/contract';
import { ORGANISATION_NAME_TAKEN } from '@/domain/organisations/fields';
import { countryUid } from '@simulator/lib/countries';
import { ONBOARDING_TEAM_EMAIL } from '@simulator/settings/organisationsOnboarding';
import { signedIn } from './catalogueSupport';
import { call, expectInvalid, runSimulatorServer } from '@simulator/testing/helpers';

const getStore = runSimulatorServer();

const newOrganisation = (overrides: Record<string, unknown> = {}) => ({
  name: 'Wattle & Co',
  legal_name: 'Wattle and Co Pty Ltd',
  tier: 'starter',
  website: 'https://wattle.example.com.au',
  company_email: 'hello@wattle.example.com.au',
  phone: '+61 2 9000 1234',
  tax_id: 'ABN 12 345 678 901',
  logo: '',
  address: {
    addressLine1: '7 Wattle Lane',
    addressLine2: '',
    suburb: 'Surry Hills',
    state: 'NSW',
    postcode: '2010',
    country: countryUid('AU'),
  },
  ...overrides,
});

describe('organisations: list and create', () => {
  it("lists the caller's active memberships with tier, serviceable, date started and active users", async () => {
    const store = getStore();
    const { auth, org } = await signedIn(store, 'owner@demo.test');
    const list = await call('GET', 'organisations', { auth, org });
    expect(list.status).toBe(200);
    const rows = list.body.data as OrganisationListItem[];
    expect(rows.map((r) => `${r.name}:${r.role}`)).toEqual([
      'Koala Supply Co:OWNER',
      'Harbour & Finch:OWNER',
      'Outback Outfitters:ADMIN',
    ]);
    const koala = store.organisations.find((o) => o.name === 'Koala Supply Co')!;
    const active = store.memberships.count(
      (m) => m.organisation_id === koala.id && m.status === 'active',
    );
    expect(rows[0]).toMatchObject({
      tier: koala.tier,
      serviceable: true,
      created_at: koala.created_at,
      active_users: active,
    });
    // A deactivated membership drops the organisation from the list.
    const membership = store.memberships.find(
      (m) => m.organisation_id === koala.id && m.role === 'OWNER',
    )!;
    store.memberships.update(membership.id, { status: 'inactive' });
    const after = await call('GET', 'organisations', { auth, org: rows[1]!.uid });
    expect((after.body.data as OrganisationListItem[]).map((r) => r.name)).not.toContain(
      'Koala Supply Co',
    );
  });

  it('creates an organisation: the creator is its OWNER, it is not serviceable and has an offer', async () => {
    const store = getStore();
    const { auth, org, user } = await signedIn(store, 'admin@demo.test');
    const created = await call('POST', 'organisations', { auth, org, body: newOrganisation() });
    expect(created.status).toBe(201);
    const detail = created.body.data as OrganisationDetail;
    expect(detail).toMatchObject({
      name: 'Wattle & Co',
      role: 'OWNER',
      serviceable: false,
      warehouse: null,
      active_users: 1,
    });
    const record = store.organisations.find((o) => o.uid === detail.uid)!;
    expect(record.address.suburb).toBe('Surry Hills');
    const me = store.users.find((u) => u.email === user.email)!;
    expect(
      store.memberships.find((m) => m.organisation_id === record.id && m.user_id === me.id),
    ).toMatchObject({ role: 'OWNER', status: 'active' });
    // The user's organisations now include it (what the switcher shows after users/me).
    const meAnswer = await call('GET', 'users/me', { auth, org });
    expect(meAnswer.body.data.organisations.map((o: { uid: string }) => o.uid)).toContain(
      detail.uid,
    );
    // Acting in it, the proposal offered is the tier's rate card.
    const proposals = await call('GET', `organisations/${detail.uid}/pricing_proposals`, {
      auth,
      org: detail.uid,
    });
    const [offer] = proposals.body.data as PricingProposal[];
    expect(offer).toMatchObject({ status: 'offered', title: 'Starter rate card' });
    const warehouses = await call('GET', `organisations/${detail.uid}/warehouses`, {
      auth,
      org: detail.uid,
    });
    expect(warehouses.body.data).toEqual({ warehouses: [], active_warehouse_uid: null });
  });

  it('refuses a taken name (any case), invalid fields and a search-engine website', async () => {
    const store = getStore();
    const { auth, org } = await signedIn(store, 'owner@demo.test');
    const before = store.organisations.count(() => true);
    const taken = await call('POST', 'organisations', {
      auth,
      org,
      body: newOrganisation({ name: 'koala supply co' }),
    });
    expectInvalid(taken, { name: [ORGANISATION_NAME_TAKEN] });
    const invalid = await call('POST', 'organisations', {
      auth,
      org,
      body: newOrganisation({
        legal_name: '',
        tier: 'platinum',
        website: 'https://www.google.com.au/search?q=wattle',
        company_email: 'not-an-email',
        address: { ...newOrganisation().address, suburb: 'Sy', country: 'nowhere' },
      }),
    });
    expectInvalid(invalid, {
      legal_name: ['Legal name is required'],
      tier: ['Tier must be one of the following values: starter, growth, enterprise'],
      website: ['Website should be a valid link'],
      company_email: ['Company email must be a valid Email Address'],
      'address.suburb': ['Suburb must be at least 3 characters'],
      'address.country': ['Country is invalid'],
    });
    expect(store.organisations.count(() => true)).toBe(before);
    const check = await call('POST', 'organisations/validate-uniqueness', {
      body: { name: 'KOALA SUPPLY CO' },
    });
    expect(check.body.data).toEqual({ unique: false, message: ORGANISATION_NAME_TAKEN });
  });

  it('refuses a MEMBER creating, reading organisations/new, editing or reading proposals', async () => {
    const store = getStore();
    const { auth, org } = await signedIn(store, 'member@demo.test');
    const before = store.organisations.count(() => true);
    for (const [method, path, body] of [
      ['POST', 'organisations', newOrganisation()],
      ['GET', 'organisations/new', undefined],
      ['PATCH', `organisations/${org}`, { name: 'Renamed' }],
      ['GET', `organisations/${org}/pricing_proposals`, undefined],
      ['POST', 'organisations/send-onboarding-enquiry', { message: 'hi' }],
    ] as const) {
      const refused = await call(method, path, { auth, org, body });
      expect(refused.status, `${method} ${path}`).toBe(403);
    }
    expect(store.organisations.count(() => true)).toBe(before);
    expect((await call('GET', `organisations/${org}`, { auth, org })).status).toBe(200);
  });

  it('answers organisations/new with the tiers, the default country and the creator e-mail', async () => {
    const { auth, org, user } = await signedIn(getStore(), 'owner@demo.test');
    const answer = await call('GET', 'organisations/new', { auth, org });
    expect(answer.body.data).toMatchObject({
      default_country: countryUid('AU'),
      default_company_email: user.email,
    });
    expect(answer.body.data.tiers.map((t: { value: string }) => t.value)).toEqual([
      'starter',
      'growth',
      'enterprise',
    ]);
  });
});

describe('organisations/{id}', () => {
  it('reads and updates only the organisation the request acts in', async () => {
    const store = getStore();
    const { auth, org } = await signedIn(store, 'owner@demo.test');
    const other = store.organisations.find((o) => o.name === 'Harbour & Finch')!.uid;
    expect((await call('GET', `organisations/${other}`, { auth, org })).status).toBe(404);
    expect(
      (await call('PATCH', `organisations/${other}`, { auth, org, body: { tax_id: 'X' } })).status,
    ).toBe(404);
    const updated = await call('PATCH', `organisations/${org}`, {
      auth,
      org,
      body: { name: 'Koala Supply Co', tax_id: 'ABN 98 765 432 109', phone: '' },
    });
    expect(updated.status).toBe(200);
    expect(store.organisations.find((o) => o.uid === org)).toMatchObject({
      name: 'Koala Supply Co',
      tax_id: 'ABN 98 765 432 109',
      phone: '',
    });
  });

  it('refuses a rename to another organisation name and keeps the record unchanged', async () => {
    const store = getStore();
    const { auth, org } = await signedIn(store, 'owner@demo.test');
    const before = { ...store.organisations.find((o) => o.uid === org)! };
    const refused = await call('PATCH', `organisations/${org}`, {
      auth,
      org,
      body: { name: 'HARBOUR & FINCH', tax_id: 'changed', warehouse_uid: 'nope' },
    });
    expectInvalid(refused, { name: [ORGANISATION_NAME_TAKEN] });
    expect(store.organisations.find((o) => o.uid === org)).toEqual(before);
  });

  it('changes the active warehouse among its own warehouses only', async () => {
    const store = getStore();
    const { auth, org } = await signedIn(store, 'owner@demo.test');
    const answer = await call('GET', `organisations/${org}/warehouses`, { auth, org });
    const { warehouses, active_warehouse_uid } = answer.body.data;
    expect(warehouses.length).toBeGreaterThan(1);
    const next = warehouses.find((w: { uid: string }) => w.uid !== active_warehouse_uid);
    const changed = await call('PATCH', `organisations/${org}`, {
      auth,
      org,
      body: { warehouse_uid: next.uid },
    });
    expect(changed.body.data.warehouse.uid).toBe(next.uid);
    const foreign = store.warehouses.find(
      (w) => w.organisation_id !== store.organisations.find((o) => o.uid === org)!.id,
    )!;
    const refused = await call('PATCH', `organisations/${org}`, {
      auth,
      org,
      body: { warehouse_uid: foreign.uid },
    });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toEqual(['warehouse_uid']);
  });

  it('lists seeded proposals newest first, in AUD lines', async () => {
    const store = getStore();
    const { auth, org } = await signedIn(store, 'owner@demo.test');
    const answer = await call('GET', `organisations/${org}/pricing_proposals`, { auth, org });
    const proposals = answer.body.data as PricingProposal[];
    expect(proposals.map((p) => p.status)).toEqual(['offered', 'accepted', 'expired']);
    const starts = proposals.map((p) => p.valid_from);
    expect([...starts].sort().reverse()).toEqual(starts);
    expect(proposals[1]!.lines.every((l) => l.price > 0)).toBe(true);
  });

  it('mails an onboarding enquiry to the team and a confirmation to the sender', async () => {
    const store = getStore();
    const { auth, org, user } = await signedIn(store, 'owner@demo.test');
    const mails = store.mails.count(() => true);
    const sent = await call('POST', 'organisations/send-onboarding-enquiry', {
      auth,
      org,
      body: { message: 'We ship 300 orders a week from Sydney.' },
    });
    expect(sent.status).toBe(200);
    const newMails = store.mails.filter((m) => m.id > mails);
    expect(newMails.map((m) => m.to)).toEqual([ONBOARDING_TEAM_EMAIL, user.email]);
    expect(newMails[0]!.text).toContain('We ship 300 orders a week from Sydney.');
    const tooLong = await call('POST', 'organisations/send-onboarding-enquiry', {
      auth,
      org,
      body: { message: 'x'.repeat(1001) },
    });
    expect(tooLong.status).toBe(422);
  });
});
