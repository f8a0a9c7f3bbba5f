import {
  ATTACHMENT_MESSAGES,
  THREAD_PAGE_SIZE,
  type TicketSummary,
  type TicketThreadResponse,
} from '@/domain/contract';
import { DEFAULT_ACCESS_CONTROL_MAP } from '@/domain/permissions/accessControl';
import type { TicketRecord } from '@simulator/db/schema';
import type { SimulatorStore } from '@simulator/node';
import { TICKETS_PER_ORGANISATION } from '@simulator/seed/moreTickets';
import { SUPPORT_MESSAGES } from '@simulator/handlers/support';
import { signedIn } from './catalogueSupport';
import { call, expectInvalid, runSimulatorServer } from '@simulator/testing/helpers';

const getStore = runSimulatorServer();

type Session = Awaited<ReturnType<typeof signedIn>>;

const ownTickets = (store: SimulatorStore, session: Session) =>
  store.tickets.filter((t) => t.organisation_id === session.organisationId);

const PDF_BYTES = '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n';
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const MB = 1024 * 1024;

/** A file of `size` bytes that starts like `head` (a big photo is mostly padding). */
function fileOf(name: string, type: string, head: string | Uint8Array, size?: number): File {
  const start = typeof head === 'string' ? new TextEncoder().encode(head) : head;
  const bytes = new Uint8Array(Math.max(size ?? start.length, start.length));
  bytes.set(start);
  return new File([bytes], name, { type });
}

/** A signed multipart POST, as the portal's upload sends it (the browser writes the boundary). */
async function postForm(path: string, session: Session, fields: Record<string, string | File[]>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) value.forEach((file) => form.append('attachments[]', file));
    else form.append(name, value);
  }
  return call('POST', path, { auth: session.auth, org: session.org, body: form });
}

function openTicket(store: SimulatorStore, session: Session, more?: (t: TicketRecord) => boolean) {
  const ticket = ownTickets(store, session).find((t) => t.status === 'open' && (more?.(t) ?? true));
  expect(ticket).toBeDefined();
  return ticket!;
}

describe('support tickets: seed', () => {
  it('gives every organisation 60 chats, general and about orders, some long, some with HTML and files', () => {
    const store = getStore();
    for (const organisation of store.organisations.all()) {
      const own = store.tickets.filter((t) => t.organisation_id === organisation.id);
      expect(own).toHaveLength(TICKETS_PER_ORGANISATION);
      expect(own.some((t) => t.order_id === null)).toBe(true);
      expect(own.some((t) => t.order_id !== null)).toBe(true);
      expect(own.some((t) => t.comments.length > THREAD_PAGE_SIZE)).toBe(true);
      expect(own.some((t) => t.unread)).toBe(true);
      expect(own.some((t) => t.status === 'closed')).toBe(true);
      const comments = own.flatMap((t) => t.comments);
      expect(comments.some((c) => c.from_support && c.body.includes('<strong>'))).toBe(true);
      const files = comments.flatMap((c) => c.attachments ?? []);
      expect(new Set(files.map((f) => f.content_type))).toEqual(
        new Set(['image/png', 'application/pdf']),
      );
      for (const t of own) {
        const order = t.order_id === null ? null : store.orders.get(t.order_id)!;
        expect(order?.organisation_id ?? organisation.id).toBe(organisation.id);
        expect(new Set(t.comments.map((c) => c.id)).size).toBe(t.comments.length);
      }
    }
  });
});

describe('support tickets: list', () => {
  it('lists the organisation’s chats, newest activity first, paged on the server', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const own = ownTickets(store, session);
    const { status, body } = await call('GET', 'support/tickets?page=2&per_page=10', session);
    expect(status).toBe(200);
    expect(body.meta).toEqual({ page: 2, per_page: 10, total: own.length, total_pages: 6 });
    const newestFirst = [...own].sort(
      (a, b) => b.updated_at.localeCompare(a.updated_at) || b.id - a.id,
    );
    expect(body.data.map((t: TicketSummary) => t.uid)).toEqual(
      newestFirst.slice(10, 20).map((t) => t.uid),
    );
    const withOrder = (body.data as TicketSummary[]).find((t) => t.order)!;
    const record = own.find((t) => t.uid === withOrder.uid)!;
    expect(withOrder).toMatchObject({
      type: 'order',
      order: { id: record.order_id, reference: store.orders.get(record.order_id!)!.reference },
      comment_count: record.comments.length,
    });
  });

  it('filters by status, unread, order, type and subject, as the server computes them', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const own = ownTickets(store, session);
    const uids = async (query: string) =>
      (
        (await call('GET', `support/tickets?per_page=100&${query}`, session)).body
          .data as TicketSummary[]
      )
        .map((t) => t.uid)
        .sort();
    const expected = (keep: (t: TicketRecord) => boolean) =>
      own
        .filter(keep)
        .map((t) => t.uid)
        .sort();
    const withOrder = own.find((t) => t.order_id !== null)!;
    expect(await uids('status=open')).toEqual(expected((t) => t.status === 'open'));
    expect(await uids('status=closed')).toEqual(expected((t) => t.status === 'closed'));
    expect(await uids('status=open&unread=1')).toEqual(
      expected((t) => t.status === 'open' && t.unread),
    );
    expect(await uids(`order_id=${withOrder.order_id}`)).toEqual(
      expected((t) => t.order_id === withOrder.order_id),
    );
    expect(await uids('type=general')).toEqual(expected((t) => t.order_id === null));
    expect(await uids('type=order')).toEqual(expected((t) => t.order_id !== null));
    expect(await uids('query=DAMAGED')).toEqual(
      expected((t) => t.subject.toLowerCase().includes('damaged')),
    );
    expectInvalid(await call('GET', 'support/tickets?status=pending', session), {
      status: ['Status must be one of the following values: open, closed'],
    });
    expectInvalid(await call('GET', 'support/tickets?type=urgent', session), {
      type: ['Type must be one of the following values: order, general'],
    });
  });

  it('never shows another organisation’s chats, and refuses an organisation the user is not in', async () => {
    const store = getStore();
    const session = await signedIn(store, 'admin@demo.test');
    const { body } = await call('GET', 'support/tickets?per_page=100', session);
    const own = new Set(ownTickets(store, session).map((t) => t.uid));
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((t: TicketSummary) => own.has(t.uid))).toBe(true);
    const foreign = store.tickets.find((t) => t.organisation_id !== session.organisationId)!;
    expect((await call('GET', `support/tickets/${foreign.uid}`, session)).status).toBe(404);
    expect((await call('POST', `support/tickets/${foreign.uid}/mark-read`, session)).status).toBe(
      404,
    );
    const otherOrg = store.organisations.find((o) => o.id !== session.organisationId)!;
    const refused = await call('GET', 'support/tickets', { ...session, org: otherOrg.uid });
    expect(refused.status).toBe(403);
  });
});

describe('support tickets: a thread', () => {
  it('opens on the latest page of comments, oldest to newest, and pages back', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const long = ownTickets(store, session).find((t) => t.comments.length > 2 * THREAD_PAGE_SIZE)!;
    const pages = Math.ceil(long.comments.length / THREAD_PAGE_SIZE);
    const latest = (await call('GET', `support/tickets/${long.uid}`, session))
      .body as TicketThreadResponse;
    expect(latest.meta).toEqual({
      page: pages,
      per_page: THREAD_PAGE_SIZE,
      total: long.comments.length,
      total_pages: pages,
    });
    expect(latest.data.comments.map((c) => c.id)).toEqual(
      long.comments.slice((pages - 1) * THREAD_PAGE_SIZE).map((c) => c.id),
    );
    const first = (await call('GET', `support/tickets/${long.uid}?page=1`, session))
      .body as TicketThreadResponse;
    expect(first.data.comments.map((c) => c.id)).toEqual(
      long.comments.slice(0, THREAD_PAGE_SIZE).map((c) => c.id),
    );
    const times = first.data.comments.map((c) => c.created_at);
    expect(times).toEqual([...times].sort());
  });

  it('answers each file with its type, kind and a data URL', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const withFile = ownTickets(store, session).find((t) =>
      t.comments.slice(0, 100).some((c) => c.attachments?.length),
    )!;
    const index = withFile.comments.findIndex((c) => c.attachments?.length);
    const page = Math.floor(index / 100) + 1;
    const { body } = await call(
      'GET',
      `support/tickets/${withFile.uid}?page=${page}&per_page=100`,
      session,
    );
    const stored = withFile.comments[index]!.attachments![0]!;
    const shown = (body as TicketThreadResponse).data.comments[index % 100]!.attachments[0]!;
    expect(shown).toEqual({
      id: stored.id,
      name: stored.name,
      content_type: stored.content_type,
      kind: stored.content_type === 'application/pdf' ? 'pdf' : 'image',
      size: stored.size,
      url: stored.data_url,
    });
  });

  it('marks a thread read', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const unread = ownTickets(store, session).find((t) => t.unread)!;
    const { status, body } = await call('POST', `support/tickets/${unread.uid}/mark-read`, session);
    expect(status).toBe(200);
    expect(body.data.unread).toBe(false);
    expect(store.tickets.get(unread.id)!.unread).toBe(false);
  });

  it('closes an open chat and reopens it; the same status twice is refused', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const ticket = openTicket(store, session);
    const path = `support/tickets/${ticket.uid}`;
    expect((await call('PATCH', path, { ...session, body: { status: 'closed' } })).status).toBe(
      200,
    );
    expect(store.tickets.get(ticket.id)!.status).toBe('closed');
    expectInvalid(await call('PATCH', path, { ...session, body: { status: 'closed' } }), {
      status: [SUPPORT_MESSAGES.alreadyClosed],
    });
    const refused = await call('POST', `${path}/comment`, { ...session, body: { body: 'Hi' } });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([SUPPORT_MESSAGES.closed]);
    expect(
      (await call('PATCH', path, { ...session, body: { status: 'open' } })).body.data.status,
    ).toBe('open');
    expectInvalid(await call('PATCH', path, { ...session, body: { status: 'archived' } }), {
      status: ['Status must be one of the following values: open, closed'],
    });
  });
});

describe('support tickets: comments', () => {
  it('adds a comment sent as JSON, by the signed-in merchant', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const ticket = openTicket(store, session);
    const before = ticket.comments.length;
    const { status, body } = await call('POST', `support/tickets/${ticket.uid}/comment`, {
      ...session,
      body: { body: 'Any news?<br>Thanks' },
    });
    expect(status).toBe(201);
    const stored = store.tickets.get(ticket.id)!;
    expect(stored.comments).toHaveLength(before + 1);
    expect(stored.comments.at(-1)).toMatchObject({
      body: 'Any news?<br>Thanks',
      from_support: false,
      author: `${session.user.first_name} ${session.user.last_name}`,
    });
    expect(stored.unread).toBe(false);
    expect(body.data.id).toBe(stored.comments.at(-1)!.id);
    expect(body.ticket.comment_count).toBe(before + 1);
  });

  it('refuses a comment with neither words nor files', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const ticket = openTicket(store, session);
    for (const body of [{}, { body: '   ' }, { body: '<p> </p>' }])
      expectInvalid(
        await call('POST', `support/tickets/${ticket.uid}/comment`, { ...session, body }),
        {
          body: ['Message is required'],
        },
      );
    expect(store.tickets.get(ticket.id)!.comments).toHaveLength(ticket.comments.length);
  });

  it('takes a PDF and a photo as multipart and keeps them as data URLs', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const ticket = openTicket(store, session);
    const { status, body } = await postForm(`support/tickets/${ticket.uid}/comment`, session, {
      body: 'Slip and photo attached',
      attachments: [
        fileOf('slip.pdf', 'application/pdf', PDF_BYTES),
        fileOf('box.png', 'image/png', PNG_BYTES),
      ],
    });
    expect(status).toBe(201);
    expect(
      body.data.attachments.map((a: { name: string; kind: string }) => [a.name, a.kind]),
    ).toEqual([
      ['slip.pdf', 'pdf'],
      ['box.png', 'image'],
    ]);
    const files = store.tickets.get(ticket.id)!.comments.at(-1)!.attachments!;
    expect(files[0]).toMatchObject({ content_type: 'application/pdf', size: PDF_BYTES.length });
    expect(atob(files[0]!.data_url.replace('data:application/pdf;base64,', ''))).toBe(PDF_BYTES);
    expect(files[1]!.data_url).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
  });

  it('refuses large files, wrong types and disguised files on the server, storing nothing', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const ticket = openTicket(store, session);
    const path = `support/tickets/${ticket.uid}/comment`;
    const cases: [File, string][] = [
      [fileOf('big.jpg', 'image/jpeg', '\xff\xd8\xff', 6 * MB), ATTACHMENT_MESSAGES.imageTooLarge],
      [fileOf('exact.png', 'image/png', PNG_BYTES, 5 * MB), ATTACHMENT_MESSAGES.imageTooLarge],
      [fileOf('big.pdf', 'application/pdf', PDF_BYTES, 6 * MB), ATTACHMENT_MESSAGES.pdfTooLarge],
      [fileOf('notes.txt', 'text/plain', 'hello'), ATTACHMENT_MESSAGES.wrongType],
      [fileOf('page.html', 'text/html', '<script>'), ATTACHMENT_MESSAGES.wrongType],
      [fileOf('fake.png', 'image/png', '<svg onload=x>'), ATTACHMENT_MESSAGES.wrongType],
      [fileOf('slip.pdf', 'image/png', PDF_BYTES), ATTACHMENT_MESSAGES.wrongType],
    ];
    for (const [file, message] of cases) {
      const result = await postForm(path, session, { body: 'see file', attachments: [file] });
      expect(result.status, file.name).toBe(422);
      expect(result.body.errors, file.name).toEqual({ 'attachments[0]': [message] });
    }
    const many = Array.from({ length: 6 }, (_, i) =>
      fileOf(`p${i}.pdf`, 'application/pdf', PDF_BYTES),
    );
    const tooMany = await postForm(path, session, { body: 'many', attachments: many });
    expect(tooMany.body.errors).toEqual({ attachments: [ATTACHMENT_MESSAGES.tooMany] });
    expect(store.tickets.get(ticket.id)!.comments).toHaveLength(ticket.comments.length);
  });

  it('takes a file without words', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const ticket = openTicket(store, session);
    const result = await postForm(`support/tickets/${ticket.uid}/comment`, session, {
      body: '',
      attachments: [fileOf('slip.pdf', 'application/pdf', PDF_BYTES)],
    });
    expect(result.status).toBe(201);
  });
});

describe('support tickets: a new chat', () => {
  it('creates an open chat about an order with its first message', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const order = store.orders.find((o) => o.organisation_id === session.organisationId)!;
    const { status, body } = await call('POST', 'support/tickets', {
      ...session,
      body: { subject: '  Where is my pallet?  ', order_id: order.id, body: 'It left on Monday.' },
    });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      subject: 'Where is my pallet?',
      status: 'open',
      unread: false,
      type: 'order',
      order: { id: order.id, reference: order.reference },
      comment_count: 1,
    });
    const stored = store.tickets.find((t) => t.uid === body.data.uid)!;
    expect(stored).toMatchObject({ organisation_id: session.organisationId, order_id: order.id });
    expect(stored.comments[0]).toMatchObject({ body: 'It left on Monday.', from_support: false });
    const listed = await call('GET', 'support/tickets?per_page=1', session);
    expect(listed.body.data[0].uid).toBe(body.data.uid);
  });

  it('creates a general chat with a photo as multipart', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const { status, body } = await postForm('support/tickets', session, {
      subject: 'Shelf label',
      body: 'See photo',
      attachments: [fileOf('label.png', 'image/png', PNG_BYTES)],
    });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ type: 'general', order: null });
    const stored = store.tickets.find((t) => t.uid === body.data.uid)!;
    expect(stored.comments[0]!.attachments![0]!.name).toBe('label.png');
  });

  it('refuses a blank subject or message, a long subject and another organisation’s order', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const foreign = store.orders.find((o) => o.organisation_id !== session.organisationId)!;
    const before = store.tickets.all().length;
    expectInvalid(
      await call('POST', 'support/tickets', { ...session, body: { subject: ' ', body: '' } }),
      {
        subject: ['Subject is required'],
        body: ['Message is required'],
      },
    );
    expectInvalid(
      await call('POST', 'support/tickets', {
        ...session,
        body: { subject: 'x'.repeat(151), body: 'hi', order_id: foreign.id },
      }),
      { subject: ['Subject must be at most 150 characters'], order_id: ['Order was not found'] },
    );
    expect(store.tickets.all()).toHaveLength(before);
  });
});

describe('support tickets: roles', () => {
  it('lets a member read and write; without the edit permission only reading remains', async () => {
    const store = getStore();
    const session = await signedIn(store, 'member@demo.test');
    const ticket = openTicket(store, session);
    const path = `support/tickets/${ticket.uid}`;
    expect(
      (await call('POST', `${path}/comment`, { ...session, body: { body: 'ok' } })).status,
    ).toBe(201);
    const member = DEFAULT_ACCESS_CONTROL_MAP.MEMBER!;
    member.edit = false;
    try {
      expect((await call('GET', 'support/tickets', session)).status).toBe(200);
      expect((await call('GET', path, session)).status).toBe(200);
      expect((await call('POST', `${path}/mark-read`, session)).status).toBe(200);
      for (const [method, url, body] of [
        ['POST', `${path}/comment`, { body: 'no' }],
        ['PATCH', path, { status: 'closed' }],
        ['POST', 'support/tickets', { subject: 'a', body: 'b' }],
      ] as const) {
        const refused = await call(method, url, { ...session, body });
        expect(refused.status, `${method} ${url}`).toBe(403);
        expect(refused.body.errors).toEqual(['Action Not Allowed!']);
      }
    } finally {
      member.edit = true;
    }
  });

  it('refuses a request without a session', async () => {
    expect((await call('GET', 'support/tickets')).status).toBe(401);
  });
});
