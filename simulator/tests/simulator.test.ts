import { describe, expect, it } from 'vitest';
import { createHandlers, SIMULATED_PATH } from '@simulator/handlers';
import { withoutCallSites } from '@simulator/handlers/withoutCallSites';
import { DEMO_ACCOUNTS, signInAs } from '@simulator/node';
import { call, runSimulatorServer } from '@simulator/testing/helpers';

const getStore = runSimulatorServer();
const BASE = 'http://localhost:3000/api/__simulator';

describe('simulator endpoints', () => {
  it('returns mails sent via store.sendMail, newest first, without signing', async () => {
    const store = getStore();
    store.sendMail({ to: 'member@demo.test', subject: 'First', text: 'one' });
    const second = store.sendMail({
      to: 'owner@demo.test',
      subject: 'Your code',
      text: 'Code: 123456',
    });
    const res = await fetch(`${BASE}/mailbox`);
    expect(res.status).toBe(200);
    const { data } = await res.json();
    // The seed's invitation mail is older than both.
    expect(data.map((m: { subject: string }) => m.subject).slice(0, 2)).toEqual([
      'Your code',
      'First',
    ]);
    expect(data[0]).toMatchObject({ id: second.id, to: 'owner@demo.test', text: 'Code: 123456' });
    expect(data[0].html).toContain('Code: 123456');
    expect(Date.parse(data[0].sent_at)).not.toBeNaN();
  });

  describe('warehouse-reply', () => {
    const reply = (body: object) =>
      fetch(`${BASE}/warehouse-reply`, { method: 'POST', body: JSON.stringify(body) });

    it('answers the given thread: the comment is stored, from support, and the thread unread', async () => {
      const store = getStore();
      const ticket = store.tickets.find((t) => t.status === 'closed' || !t.unread)!;
      const before = ticket.comments.length;
      const res = await reply({ ticket_uid: ticket.uid, body: '<p>Found <b>it</b></p>' });
      expect(res.status).toBe(200);
      const { data } = await res.json();
      const stored = store.tickets.get(ticket.id)!;
      expect(stored.comments).toHaveLength(before + 1);
      expect(stored.comments.at(-1)).toEqual(data.comment);
      expect(data.comment).toMatchObject({ from_support: true, body: '<p>Found <b>it</b></p>' });
      expect(stored.unread).toBe(true);
      expect(stored.updated_at).toBe(data.comment.created_at);
    });

    it("without a thread, answers the organisation's open thread touched last, with a canned text", async () => {
      const store = getStore();
      const organisation = store.organisations.get(2)!;
      const latest = store.tickets
        .filter((t) => t.organisation_id === 2 && t.status === 'open')
        .sort((a, b) => b.updated_at.localeCompare(a.updated_at))[0]!;
      const { data } = await (await reply({ organisation_uid: organisation.uid })).json();
      expect(data.ticket_uid).toBe(latest.uid);
      expect(data.comment.body).toMatch(/looking into this/);
    });

    it('404 when there is no such thread', async () => {
      expect((await reply({ ticket_uid: 'nope' })).status).toBe(404);
      expect((await reply({})).status).toBe(404);
    });
  });

  it('reset restores the seed and empties sessions and the mailbox', async () => {
    const store = getStore();
    const seeded = store.snapshot();
    await signInAs(DEMO_ACCOUNTS[0]!.email);
    store.sendMail({ to: 'a@b.test', subject: 'x', text: 'y' });
    store.products.update(1, { title: 'Changed' });
    expect(store.sessions.count()).toBe(1);

    const res = await fetch(`${BASE}/reset`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(store.snapshot()).toEqual(seeded);
    expect(store.sessions.count()).toBe(0);
    expect(store.mails.all()).toEqual(seeded.mails); // only the seeded invitation
  });

  it('reports health and answers unknown /v1 paths with a Rails-style 404', async () => {
    const health = await (await fetch(`${BASE}/health`)).json();
    expect(health).toMatchObject({
      status: 'ok',
      persistence: 'memory',
      counts: { products: 655 },
    });
    const missing = await call('GET', 'no/such/thing');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ errors: ['No route matches [GET] "/v1/no/such/thing"'] });
  });

  it('lists about 250 countries with stable uids', async () => {
    const res = await call('GET', 'meta/configuration');
    expect(res.status).toBe(200);
    const { countries } = res.body.data;
    expect(countries.length).toBeGreaterThanOrEqual(240);
    const au = countries.find((c: { iso2: string }) => c.iso2 === 'AU');
    expect(au).toMatchObject({ text: 'Australia' });
    expect(au.value).toMatch(/^[0-9a-f-]{36}$/);
    expect(getStore().organisations.all()[0]!.address.country).toBe(au.value);
  });

  it('answers only under the paths the browser hands to it (SIMULATED_PATH)', () => {
    // The browser lets every other request through untried (browser.ts).
    const handlers = createHandlers(getStore(), { latencyMs: 0, hmacSecret: 'secret' });
    const paths = handlers.map((handler) =>
      String((handler.info as unknown as { path: unknown }).path),
    );
    expect(paths.length).toBeGreaterThan(50);
    for (const path of paths) expect(path).toMatch(SIMULATED_PATH);
    expect('/assets/index-abc.js').not.toMatch(SIMULATED_PATH);
  });

  it('builds its handlers without recording where each was declared (a stack per handler)', () => {
    const limit = Error.stackTraceLimit;
    const handlers = createHandlers(getStore(), { latencyMs: 0, hmacSecret: 'secret' });
    expect(handlers.length).toBeGreaterThan(50);
    for (const handler of handlers) expect(handler.info.callFrame).toBeUndefined();
    expect(Error.stackTraceLimit).toBe(limit);
  });
});

describe('withoutCallSites', () => {
  it('gives back what it built and the stack limit as it found it, even when building throws', () => {
    const limit = Error.stackTraceLimit;
    expect(withoutCallSites(() => new Error('inside').stack)).toBe('Error: inside');
    expect(() =>
      withoutCallSites(() => {
        throw new Error('refused');
      }),
    ).toThrow('refused');
    expect(Error.stackTraceLimit).toBe(limit);
  });
});
