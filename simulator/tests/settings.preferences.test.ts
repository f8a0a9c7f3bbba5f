import { describe, expect, it } from 'vitest';
import { countryUid } from '@simulator/lib/countries';
import { signInAs } from '@simulator/node';
import { call, expectInvalid, runSimulatorServer } from '@simulator/testing/helpers';

const getStore = runSimulatorServer();
const org = (name: string) => getStore().organisations.find((o) => o.name === name)!;

/** Signed in as `email`, acting in Koala Supply Co (everyone's first organisation). */
async function as(email: string) {
  const { user, headers } = await signInAs(email);
  const uid = user.x_organisation_uid;
  const request = (method: string, path: string, body?: unknown) =>
    call(method, `organisations/${uid}/${path}`, { auth: headers, org: uid, body });
  return {
    uid,
    headers,
    request,
    organisation: getStore().organisations.find((o) => o.uid === uid)!,
  };
}

const VALID_SHIPPING = {
  signature_on_delivery: true,
  duties_terms_of_sale: 'DAP',
  default_prepping: 'box',
  custom_tax_id_type: 'ABN',
  custom_tax_id: '51 824 753 556',
  eori_number: 'gb123456789000',
  country_import_numbers: [{ country: countryUid('US'), number: 'us-20-9981' }],
};

describe('e-mail preferences', () => {
  it('creates the row with every e-mail on at the first read of an organisation without one', async () => {
    const { headers } = await signInAs('owner@demo.test');
    const outback = org('Outback Outfitters');
    expect(getStore().preferences.find((p) => p.organisation_id === outback.id)).toBeUndefined();
    await call('POST', 'users/switch-organisation', {
      auth: headers,
      body: { organisation_uid: outback.uid },
    });
    const read = await call('GET', `organisations/${outback.uid}/preferences/email`, {
      auth: headers,
      org: outback.uid,
    });
    expect(read.body.data).toEqual({
      weekly_report_email_enabled: true,
      bot_message_email_enabled: true,
      admin_chat_email_enabled: true,
    });
    const row = getStore().preferences.find((p) => p.organisation_id === outback.id)!;
    expect(row.shipping).toMatchObject({ duties_terms_of_sale: 'DAP', default_prepping: 'none' });
  });

  it('lets an admin PATCH one flag and refuses a PUT missing one or a flag that is not a boolean', async () => {
    const { request, organisation } = await as('admin@demo.test');
    const patched = await request('PATCH', 'preferences/email', {
      bot_message_email_enabled: true,
    });
    expect(patched.status).toBe(200);
    expect(patched.body.data.bot_message_email_enabled).toBe(true);
    const stored = getStore().preferences.find((p) => p.organisation_id === organisation.id)!;
    expect(stored.email.bot_message_email_enabled).toBe(true);

    expectInvalid(
      await request('PUT', 'preferences/email', { weekly_report_email_enabled: false }),
      {
        bot_message_email_enabled: ['Bot message e-mails is required'],
        admin_chat_email_enabled: ['Admin chat e-mails is required'],
      },
    );
    expectInvalid(await request('PATCH', 'preferences/email', { admin_chat_email_enabled: 'no' }), {
      admin_chat_email_enabled: ['Admin chat e-mails must be on or off'],
    });
  });

  it('lets a member read but not change them, and answers only for the organisation acted in', async () => {
    const member = await as('member@demo.test');
    expect((await member.request('GET', 'preferences/email')).status).toBe(200);
    const refused = await member.request('PATCH', 'preferences/email', {
      weekly_report_email_enabled: false,
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ errors: ['Action Not Allowed!'] });

    const owner = await signInAs('owner@demo.test');
    const harbour = org('Harbour & Finch').uid;
    const other = await call('GET', `organisations/${harbour}/preferences/email`, {
      auth: owner.headers,
      org: owner.user.x_organisation_uid,
    });
    expect(other.status).toBe(404);
  });
});

describe('shipping preferences', () => {
  it('stores a valid PUT with the numbers normalised', async () => {
    const { request, organisation } = await as('owner@demo.test');
    const saved = await request('PUT', 'preferences/shipping', VALID_SHIPPING);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      custom_tax_id: '51824753556',
      eori_number: 'GB123456789000',
      country_import_numbers: [{ country: countryUid('US'), number: 'US-20-9981' }],
    });
    const row = getStore().preferences.find((p) => p.organisation_id === organisation.id)!;
    expect(row.shipping.default_prepping).toBe('box');
    expect(row.shipping.country_import_numbers).toHaveLength(1);
  });

  it('repeats every rule of the form', async () => {
    const { request } = await as('owner@demo.test');
    const nz = countryUid('NZ');
    expectInvalid(
      await request('PATCH', 'preferences/shipping', {
        duties_terms_of_sale: 'EXW',
        default_prepping: 'gift_wrap',
        custom_tax_id: '51 824 753 557',
        eori_number: '123',
        country_import_numbers: [
          { country: nz, number: 'N1' },
          { country: nz, number: 'NZ-22-33' },
          { country: 'atlantis', number: '' },
        ],
      }),
      {
        duties_terms_of_sale: [
          'Duties terms of sale must be one of the following values: DDP, DAP',
        ],
        default_prepping: [
          'Default prepping must be one of the following values: none, bubble_wrap, poly_bag, box',
        ],
        custom_tax_id: ['ABN is not a valid ABN: check the digits'],
        eori_number: ['EORI number must be 2 letters followed by up to 15 letters and digits'],
        'country_import_numbers[0].number': [
          'Import number must be 3 to 30 letters, digits, hyphens or slashes',
        ],
        'country_import_numbers[1].country': ['Country already has an import number above'],
        'country_import_numbers[2].country': ['Country is not a known country'],
        'country_import_numbers[2].number': ['Import number is required'],
      },
    );
    expectInvalid(
      await request('PATCH', 'preferences/shipping', {
        custom_tax_id_type: 'VAT',
        custom_tax_id: 'GB-98',
      }),
      { custom_tax_id: ['VAT number must be 4 to 15 letters and digits'] },
    );
  });

  it('refuses a member (403) and leaves the row as it was', async () => {
    const { request, organisation } = await as('member@demo.test');
    const before = structuredClone(
      getStore().preferences.find((p) => p.organisation_id === organisation.id)!.shipping,
    );
    expect((await request('GET', 'preferences/shipping')).status).toBe(200);
    expect((await request('PUT', 'preferences/shipping', VALID_SHIPPING)).status).toBe(403);
    expect(
      getStore().preferences.find((p) => p.organisation_id === organisation.id)!.shipping,
    ).toEqual(before);
  });
});

describe('shipping methods and custom shipping methods', () => {
  it('lists the provider methods the outbound wizard offers, to any member', async () => {
    const { request } = await as('member@demo.test');
    const methods = await request('GET', 'shippings/shipping_methods');
    expect(methods.status).toBe(200);
    const wizard = await call('GET', 'bookings/outbounds/new', {
      auth: (await signInAs('member@demo.test')).headers,
    });
    const wizardCodes = (wizard.body.data.shipping_methods as { code: string }[]).map(
      (m) => m.code,
    );
    expect((methods.body.data as { code: string }[]).map((m) => m.code)).toEqual(wizardCodes);
    expect(methods.body.data[0]).not.toHaveProperty('price');
  });

  it('keeps custom methods from members, reading included', async () => {
    const { request } = await as('member@demo.test');
    expect((await request('GET', 'shippings/custom_shippings')).status).toBe(403);
    expect(
      (await request('PUT', 'shippings/custom_shippings', { custom_shippings: [] })).status,
    ).toBe(403);
  });

  it('replaces the set: updates by uid, adds new rows, removes what is left out', async () => {
    const { request, organisation } = await as('admin@demo.test');
    const current = (await request('GET', 'shippings/custom_shippings')).body.data;
    expect(current.length).toBeGreaterThan(1);
    const [first] = current;
    const saved = await request('PUT', 'shippings/custom_shippings', {
      custom_shippings: [
        { ...first, store_title: 'Standard (2–5 days)' },
        {
          store_title: 'Overnight',
          shipping_method: 'STARTRACK_PREMIUM',
          shipping_company: 'StarTrack',
          function: 'hold_for_review',
        },
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toHaveLength(2);
    expect(saved.body.data[0]).toMatchObject({
      uid: first.uid,
      store_title: 'Standard (2–5 days)',
    });
    const rows = getStore().custom_shippings.filter((c) => c.organisation_id === organisation.id);
    expect(rows.map((r) => r.store_title).sort()).toEqual(['Overnight', 'Standard (2–5 days)']);
  });

  it('refuses an unknown method, a repeated title and a missing company, changing nothing', async () => {
    const { request, organisation } = await as('owner@demo.test');
    const count = () =>
      getStore().custom_shippings.filter((c) => c.organisation_id === organisation.id).length;
    const before = count();
    const row = {
      store_title: 'Pickup',
      shipping_method: 'PIGEON',
      shipping_company: '',
      function: 'teleport',
    };
    expectInvalid(
      await request('PUT', 'shippings/custom_shippings', {
        custom_shippings: [row, { ...row, store_title: ' pickup ', shipping_method: 'TNT_ROAD' }],
      }),
      {
        'custom_shippings[0].shipping_method': [
          'Shipping method is not one of our shipping methods',
        ],
        'custom_shippings[0].shipping_company': ['Shipping company is required'],
        'custom_shippings[0].function': [
          'Function must be one of the following values: map_to_method, hold_for_review, ship_cheapest',
        ],
        'custom_shippings[1].store_title': ['Store title is already mapped above'],
        'custom_shippings[1].shipping_company': ['Shipping company is required'],
        'custom_shippings[1].function': [
          'Function must be one of the following values: map_to_method, hold_for_review, ship_cheapest',
        ],
      },
    );
    expect(count()).toBe(before);
  });
});

describe('app integrations', () => {
  it('lists the shops of the organisation in pages, the last changed first', async () => {
    const { request, organisation } = await as('member@demo.test');
    const all = await request('GET', 'app_integrations');
    const own = getStore().integrations.filter((i) => i.organisation_id === organisation.id);
    expect(all.body.meta.total).toBe(own.length);
    const dates = (all.body.data as { updated_at: string }[]).map((i) => i.updated_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const second = await request('GET', 'app_integrations?page=2&per_page=1');
    expect(second.body.data[0].uid).toBe(all.body.data[1].uid);
  });

  it('lets an admin rename and switch off a shop, but never change its app or shop', async () => {
    const { request } = await as('admin@demo.test');
    const [first] = (await request('GET', 'app_integrations')).body.data;
    const saved = await request('PATCH', `app_integrations/${first.uid}`, {
      name: '  Main shop ',
      active: false,
      app: 'Etsy',
      shop: 'elsewhere.example',
    });
    expect(saved.status).toBe(200);
    const record = getStore().integrations.find((i) => i.uid === first.uid)!;
    expect(record).toMatchObject({
      name: 'Main shop',
      active: false,
      app: first.app,
      shop: first.shop,
    });
    expectInvalid(await request('PATCH', `app_integrations/${first.uid}`, { name: ' ' }), {
      name: ['Name is required'],
    });
    expect((await request('GET', 'app_integrations/unknown')).status).toBe(404);
  });

  it("refuses a member's change and another organisation's shop", async () => {
    const member = await as('member@demo.test');
    const [first] = (await member.request('GET', 'app_integrations')).body.data;
    expect(
      (await member.request('PATCH', `app_integrations/${first.uid}`, { name: 'X' })).status,
    ).toBe(403);
    const foreign = getStore().integrations.find(
      (i) => i.organisation_id !== member.organisation.id,
    )!;
    const admin = await as('admin@demo.test');
    expect((await admin.request('GET', `app_integrations/${foreign.uid}`)).status).toBe(404);
  });
});
