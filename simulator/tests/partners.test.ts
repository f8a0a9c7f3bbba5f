import { describe, expect, it } from 'vitest';
import type { PartnerSuggestion, Supplier } from '@/domain/contract';
import { ADDRESS_FIELDS } from '@/domain/address/fields';
import { EMAIL_TAKEN_MESSAGE } from '@/domain/partners/fields';
import { PARTNER_SEARCH_MESSAGE } from '@/domain/validation/rules';
import { PARTNER_TARGETS } from '@simulator/seed/morePartners';
import { signedIn } from './catalogueSupport';
import { goodAddress } from './ordersSupport';
import { customerBody, supplierBody } from './partnersSupport';
import { call, expectInvalid, runSimulatorServer } from '@simulator/testing/helpers';

const getStore = runSimulatorServer();

const address = goodAddress;

const supplier = supplierBody;

const customer = customerBody;

describe('partners seed', () => {
  it('gives every organisation ~40 suppliers and ~150 customers, valid and with what they supply', () => {
    const store = getStore();
    for (const organisation of store.organisations.all()) {
      const own = <T extends { organisation_id: number }>(rows: readonly T[]) =>
        rows.filter((r) => r.organisation_id === organisation.id);
      expect(own(store.suppliers.all())).toHaveLength(PARTNER_TARGETS.suppliers);
      expect(own(store.customers.all())).toHaveLength(PARTNER_TARGETS.customers);
      const emails = own(store.customers.all()).map((c) => c.email.toLowerCase());
      expect(new Set(emails).size).toBe(emails.length);
    }
    expect(store.suppliers.all().every((s) => typeof s.supplies === 'string' && s.supplies)).toBe(
      true,
    );
    const ids = store.customers.all().map((c) => c.id);
    expect(ids).toEqual(ids.map((_, i) => i + 1));
  });
});

describe('partner lists', () => {
  it('pages, sorts and searches the organisation’s suppliers only', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const own = store.suppliers.filter((s) => s.organisation_id === session.organisationId);

    const first = await call('GET', 'suppliers?page=2&per_page=10&sort=name', session);
    expect(first.status).toBe(200);
    expect(first.body.meta).toEqual({ page: 2, per_page: 10, total: own.length, total_pages: 4 });
    const byName = own
      .map((s) => s)
      .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id)
      .map((s) => s.id);
    expect(first.body.data.map((s: Supplier) => s.id)).toEqual(byName.slice(10, 20));

    const newest = await call('GET', 'suppliers?per_page=5&sort=-created_at', session);
    const dates = newest.body.data.map((s: Supplier) => s.created_at);
    expect(dates).toEqual([...dates].sort().reverse());

    const target = own[3]!;
    const word = target.company.split(' ')[0]!.toLowerCase();
    const found = await call('GET', `suppliers?query=${encodeURIComponent(word)}`, session);
    const expected = own.filter(
      (s) => s.name.toLowerCase().includes(word) || s.company.toLowerCase().includes(word),
    );
    expect(found.body.meta.total).toBe(expected.length);
    expect(found.body.data.map((s: Supplier) => s.id)).toContain(target.id);
    expect(found.body.data.every((s: Supplier) => !('organisation_id' in s))).toBe(true);
  });

  it('refuses a search longer than 25 characters on the list and the suggestions', async () => {
    const session = await signedIn(getStore());
    const long = 'x'.repeat(26);
    for (const path of [
      `customers?query=${long}`,
      `search-suggestions/customer-by-name?query=${long}`,
    ])
      expectInvalid(await call('GET', path, session), { query: [PARTNER_SEARCH_MESSAGE] });
    const ok = await call('GET', `customers?query=${'x'.repeat(25)}`, session);
    expect(ok.status).toBe(200);
  });

  it('suggests at most 10 names of the organisation, names starting with the text first', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const all = await call('GET', 'search-suggestions/customer-by-name?query=', session);
    expect(all.body.data).toHaveLength(10);
    const own = store.customers.filter((c) => c.organisation_id === session.organisationId);
    const target = own[7]!;
    const prefix = target.name.slice(0, 3);
    const { body } = await call(
      'GET',
      `search-suggestions/customer-by-name?query=${encodeURIComponent(prefix.toLowerCase())}`,
      session,
    );
    const names = (body.data as PartnerSuggestion[]).map((s) => s.name);
    expect(names.length).toBeGreaterThan(0);
    expect(names.length).toBeLessThanOrEqual(10);
    expect(names[0]!.toLowerCase().startsWith(prefix.toLowerCase())).toBe(true);
    const ownIds = new Set(own.map((c) => c.id));
    expect((body.data as PartnerSuggestion[]).every((s) => ownIds.has(s.id))).toBe(true);
  });
});

describe('partner create and update', () => {
  it('creates a supplier in the organisation, stored as sent, and shows it', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const created = await call('POST', 'suppliers', { ...session, body: supplier() });
    expect(created.status).toBe(201);
    const stored = store.suppliers.get(created.body.data.id)!;
    expect(stored).toMatchObject({
      organisation_id: session.organisationId,
      name: 'Mia Chen',
      supplies: 'Coffee beans',
      supplier_type: 'manufacturer',
      address: address(),
    });
    const shown = await call('GET', `suppliers/${stored.id}`, session);
    expect(shown.body.data).toMatchObject({ id: stored.id, email: 'mia@beanbrothers.com.au' });
  });

  it('refuses each field rule with the field’s message (address keyed address.<field>)', async () => {
    const session = await signedIn(getStore());
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ name: ' ' }, { name: ['Name is required'] }],
      [{ company: '' }, { company: ['Company is required'] }],
      [{ email: 'a@b' }, { email: ['Email must be a valid Email Address'] }],
      [{ email: 'x@y.abcde' }, { email: ['Email must be a valid Email Address'] }],
      [{ phone: '12345' }, { phone: ['Phone is invalid'] }],
      [
        { supplier_type: 'wholesaler' },
        {
          supplier_type: [
            'Supplier type must be one of the following values: supplier, manufacturer',
          ],
        },
      ],
      [
        { address: address({ addressLine1: 'abcd' }) },
        { 'address.addressLine1': [`Address line 1 must be at least 5 characters`] },
      ],
      [
        { address: address({ addressLine2: 'abc' }) },
        { 'address.addressLine2': ['Address line 2 must be at least 5 characters'] },
      ],
      [
        { address: address({ suburb: 'ab' }) },
        { 'address.suburb': ['Suburb must be at least 3 characters'] },
      ],
      [
        { address: address({ state: 'N' }) },
        { 'address.state': ['State must be at least 2 characters'] },
      ],
      [
        { address: address({ postcode: '' }) },
        { 'address.postcode': [`${ADDRESS_FIELDS.postcode.label} is required`] },
      ],
      [{ address: address({ country: 'nowhere' }) }, { 'address.country': ['Country is invalid'] }],
      [{ address: address({ country: '' }) }, { 'address.country': ['Country is required'] }],
    ];
    for (const [overrides, expected] of cases)
      expectInvalid(
        await call('POST', 'suppliers', { ...session, body: supplier(overrides) }),
        expected,
      );
    expectInvalid(
      await call('POST', 'customers', {
        ...session,
        body: customer({ customer_type: 'supplier' }),
      }),
      {
        customer_type: ['Customer type must be one of the following values: retailer, distributor'],
      },
    );
  });

  it('keeps e-mails unique per organisation and kind, case-insensitively', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const existing = store.customers.find((c) => c.organisation_id === session.organisationId)!;
    expectInvalid(
      await call('POST', 'customers', {
        ...session,
        body: customer({ email: existing.email.toUpperCase() }),
      }),
      { email: [EMAIL_TAKEN_MESSAGE] },
    );
    // A supplier may share a customer's address; another organisation's customer does not count.
    const asSupplier = await call('POST', 'suppliers', {
      ...session,
      body: supplier({ email: existing.email }),
    });
    expect(asSupplier.status).toBe(201);
    const foreign = store.customers.find((c) => c.organisation_id !== session.organisationId)!;
    expect(
      (await call('POST', 'customers', { ...session, body: customer({ email: foreign.email }) }))
        .status,
    ).toBe(201);
  });

  it('updates with PATCH (only what is sent) and keeps its own e-mail free', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const target = store.customers.find((c) => c.organisation_id === session.organisationId)!;
    const patched = await call('PATCH', `customers/${target.id}`, {
      ...session,
      body: { company: 'Renamed Pty Ltd', email: target.email, address: { suburb: 'Newtown' } },
    });
    expect(patched.status).toBe(200);
    expect(store.customers.get(target.id)).toMatchObject({
      company: 'Renamed Pty Ltd',
      name: target.name,
      address: { ...target.address, suburb: 'Newtown' },
    });
    expectInvalid(
      await call('PUT', `customers/${target.id}`, { ...session, body: { address: { state: '' } } }),
      { 'address.state': ['State is required'] },
    );
  });
});
