import {
  HEADER_IDEMPOTENCY_KEY,
  HEADER_IDEMPOTENT_REPLAYED,
  IDEMPOTENCY_KEY_LIFETIME_MS,
} from '@/domain/contract';
import { simulatorFaults } from '@simulator/node';
import { SEED_REFERENCE_DATE } from '@simulator/seed/facts';
import { KEY_REUSED_MESSAGE } from '@simulator/server-rules/idempotency';
import { signedIn } from './catalogueSupport';
import { call, runSimulatorOnClock } from '@simulator/testing/helpers';

const { clock, getStore } = runSimulatorOnClock(() => SEED_REFERENCE_DATE);

type Session = Awaited<ReturnType<typeof signedIn>>;

const keyed = (key: string) => ({ headers: { [HEADER_IDEMPOTENCY_KEY]: key } });

const newChat = (session: Session, key: string, subject = 'Where is my pallet?') =>
  call('POST', 'support/tickets', {
    ...session,
    ...keyed(key),
    body: { subject, body: 'It left on Monday.' },
  });

const chatsTitled = (subject: string) =>
  getStore().tickets.filter((t) => t.subject === subject).length;

const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

function commentWithFile(session: Session, uid: string, key: string, fileSize: number) {
  const form = new FormData();
  form.append('body', 'Photo of the box');
  const bytes = new Uint8Array(fileSize);
  bytes.set(PNG_BYTES);
  form.append('attachments[]', new File([bytes], 'box.png', { type: 'image/png' }));
  return call('POST', `support/tickets/${uid}/comment`, {
    auth: session.auth,
    org: session.org,
    body: form,
    ...keyed(key),
  });
}

describe('Idempotency-Key: a write is applied once', () => {
  it('answers a repeat with the kept answer, marked replayed, and applies nothing again', async () => {
    const session = await signedIn(getStore());
    const first = await newChat(session, 'key-1');
    const again = await newChat(session, 'key-1');
    expect(first.status).toBe(201);
    expect(first.response.headers.get(HEADER_IDEMPOTENT_REPLAYED)).toBeNull();
    expect(again.status).toBe(201);
    expect(again.response.headers.get(HEADER_IDEMPOTENT_REPLAYED)).toBe('true');
    expect(again.body).toEqual(first.body);
    // A replayed answer is still an authenticated one: the token headers come with it.
    expect(again.response.headers.get('access-token')).toBe(session.auth['access-token']);
    expect(chatsTitled('Where is my pallet?')).toBe(1);
  });

  it('after an answer lost on the way back, the retry gets that answer: one chat', async () => {
    const session = await signedIn(getStore());
    simulatorFaults().add({ kind: 'lost', method: 'POST', path: '/support/tickets' });
    await expect(newChat(session, 'key-lost')).rejects.toThrow();
    expect(chatsTitled('Where is my pallet?')).toBe(1);
    const retry = await newChat(session, 'key-lost');
    expect(retry.status).toBe(201);
    expect(retry.response.headers.get(HEADER_IDEMPOTENT_REPLAYED)).toBe('true');
    const stored = getStore().tickets.find((t) => t.subject === 'Where is my pallet?')!;
    expect(retry.body.data.uid).toBe(stored.uid);
    expect(chatsTitled('Where is my pallet?')).toBe(1);
  });

  it('refuses the same key on a different request with 422, applying nothing', async () => {
    const session = await signedIn(getStore());
    expect((await newChat(session, 'key-2', 'First subject')).status).toBe(201);
    const other = await newChat(session, 'key-2', 'Second subject');
    expect(other.status).toBe(422);
    expect(other.body).toEqual({ message: KEY_REUSED_MESSAGE, errors: [KEY_REUSED_MESSAGE] });
    expect(chatsTitled('Second subject')).toBe(0);
    // Another path is another request too.
    const elsewhere = await call('POST', 'categories', {
      ...session,
      ...keyed('key-2'),
      body: { name: 'Garden', color: '#3a3' },
    });
    expect(elsewhere.status).toBe(422);
    expect(getStore().categories.filter((c) => c.name === 'Garden')).toHaveLength(0);
  });

  it('keeps no refusal: a retry after a 422 runs again, and may then succeed', async () => {
    const session = await signedIn(getStore());
    const refused = await call('POST', 'support/tickets', {
      ...session,
      ...keyed('key-3'),
      body: { subject: '', body: 'No subject yet' },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toHaveProperty('subject');
    const fixed = await newChat(session, 'key-3', 'Now with a subject');
    expect(fixed.status).toBe(201);
    expect(fixed.response.headers.get(HEADER_IDEMPOTENT_REPLAYED)).toBeNull();
    expect(chatsTitled('Now with a subject')).toBe(1);
  });

  it('applies requests without a key each time (and reads are never keyed)', async () => {
    const session = await signedIn(getStore());
    const body = { subject: 'Unkeyed', body: 'Twice' };
    expect((await call('POST', 'support/tickets', { ...session, body })).status).toBe(201);
    expect((await call('POST', 'support/tickets', { ...session, body })).status).toBe(201);
    expect(chatsTitled('Unkeyed')).toBe(2);
    const read = await call('GET', 'support/tickets', { ...session, ...keyed('key-read') });
    expect(read.status).toBe(200);
    expect(getStore().idempotency_keys.filter((r) => r.key === 'key-read')).toHaveLength(0);
  });

  it('keeps keys per user and per organisation', async () => {
    const owner = await signedIn(getStore(), 'owner@demo.test');
    const admin = await signedIn(getStore(), 'admin@demo.test');
    expect(admin.org).toBe(owner.org);
    expect((await newChat(owner, 'shared-key')).status).toBe(201);
    // Another user in the same organisation: their own key, applied.
    const byAdmin = await newChat(admin, 'shared-key');
    expect(byAdmin.status).toBe(201);
    expect(byAdmin.response.headers.get(HEADER_IDEMPOTENT_REPLAYED)).toBeNull();
    // The same user in another organisation: applied there.
    const other = getStore().memberships.find(
      (m) =>
        m.user_id === owner.user.id &&
        m.status === 'active' &&
        m.organisation_id !== owner.organisationId,
    )!;
    const otherUid = getStore().organisations.get(other.organisation_id)!.uid;
    const elsewhere = await newChat({ ...owner, org: otherUid }, 'shared-key');
    expect(elsewhere.status).toBe(201);
    expect(elsewhere.response.headers.get(HEADER_IDEMPOTENT_REPLAYED)).toBeNull();
    const made = getStore().tickets.filter((t) => t.subject === 'Where is my pallet?');
    expect(made.map((t) => t.organisation_id).sort()).toEqual(
      [owner.organisationId, owner.organisationId, other.organisation_id].sort(),
    );
  });

  it('remembers a key for 24 hours of the simulator’s clock, then forgets it', async () => {
    const session = await signedIn(getStore());
    expect((await newChat(session, 'key-day')).status).toBe(201);
    clock.advance(IDEMPOTENCY_KEY_LIFETIME_MS - 1);
    const late = await newChat(session, 'key-day');
    expect(late.response.headers.get(HEADER_IDEMPOTENT_REPLAYED)).toBe('true');
    expect(chatsTitled('Where is my pallet?')).toBe(1);
    clock.advance(1);
    const after = await newChat(session, 'key-day');
    expect(after.status).toBe(201);
    expect(after.response.headers.get(HEADER_IDEMPOTENT_REPLAYED)).toBeNull();
    expect(chatsTitled('Where is my pallet?')).toBe(2);
    // The expired record was pruned: one record for the key, the new answer's.
    const kept = getStore().idempotency_keys.filter((r) => r.key === 'key-day');
    expect(kept).toHaveLength(1);
    expect(Date.parse(kept[0]!.created_at)).toBe(clock.now());
  });

  it('compares multipart bodies: the same file replays, another file is refused', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const ticket = store.tickets.find(
      (t) => t.organisation_id === session.organisationId && t.status === 'open',
    )!;
    const before = ticket.comments.length;
    const first = await commentWithFile(session, ticket.uid, 'key-file', 64);
    expect(first.status).toBe(201);
    const again = await commentWithFile(session, ticket.uid, 'key-file', 64);
    expect(again.response.headers.get(HEADER_IDEMPOTENT_REPLAYED)).toBe('true');
    expect(again.body).toEqual(first.body);
    const otherFile = await commentWithFile(session, ticket.uid, 'key-file', 65);
    expect(otherFile.status).toBe(422);
    expect(otherFile.body.errors).toEqual([KEY_REUSED_MESSAGE]);
    const comments = store.tickets.get(ticket.id)!.comments;
    expect(comments).toHaveLength(before + 1);
    expect(comments.at(-1)!.attachments!.map((a) => a.size)).toEqual([64]);
  });

  it('answers two copies sent at once with one write', async () => {
    const session = await signedIn(getStore());
    const [a, b] = await Promise.all([newChat(session, 'key-race'), newChat(session, 'key-race')]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body).toEqual(a.body);
    expect(chatsTitled('Where is my pallet?')).toBe(1);
  });
});
