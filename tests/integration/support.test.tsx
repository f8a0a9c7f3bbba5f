import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { THREAD_PAGE_SIZE } from '@/domain/contract';
import { MESSAGE_MAX_LENGTH, storedLength } from '@/domain/support/message';
import { supportMessages } from '@/features/support/form/schema';
import type { TicketRecord } from '@simulator/db/schema';
import { appendComment, SUPPORT_AUTHOR } from '@simulator/support/comments';
import { supportApi } from '@/features/support/api';
import { renderApp, signedInStore } from '../support/renderApp';
import { portalTestKit } from '../support/portal';

const { simulator, organisationOf, openAs } = portalTestKit();

async function openAsOwner(path: string) {
  const view = await openAs(path);
  const tickets = () => simulator().tickets.filter((t) => t.organisation_id === view.orgId);
  return { ...view, tickets };
}

/** Opens the first of the owner's chats that `pick` accepts. */
async function openThread(pick: (t: TicketRecord) => boolean) {
  const store = await signedInStore('owner@demo.test');
  const orgId = organisationOf(store).id;
  const ticket = structuredClone(
    simulator().tickets.find((t) => t.organisation_id === orgId && pick(t))!,
  );
  return { ...renderApp(`/support/chats/${ticket.uid}`, store), ticket };
}

/** The visible text of a seeded comment (the seed writes some as HTML). */
const textOf = (html: string) => html.replace(/<[^>]*>/g, '').trim();

/** A File that claims `size` bytes without allocating them. */
function sizedFile(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** The thread's comments (their files are lists of their own inside them). */
const commentItems = () =>
  [...screen.getByRole('list', { name: 'Messages' }).children] as HTMLElement[];

const showEarlierButton = () => screen.queryByRole('button', { name: /Show earlier messages/ });

/** Presses "Show earlier messages" until there are none: each press prepends one page. */
async function showAllEarlier(user: ReturnType<typeof userEvent.setup>) {
  for (let button = showEarlierButton(); button; button = showEarlierButton()) {
    await waitFor(() => expect(button).not.toHaveClass('ant-btn-loading'));
    const before = commentItems().length;
    await user.click(button);
    await waitFor(() => expect(commentItems().length).toBeGreaterThan(before));
  }
}

/** Nothing left loading, so no request reaches the next test's simulator. */
const settled = () =>
  waitFor(() =>
    expect(document.querySelector('.ant-spin-spinning, [aria-busy="true"]')).toBeNull(),
  );

describe('support chats', () => {
  it('lists open chats with the unread count, switches to Closed and keeps the filters in the URL', async () => {
    // Ten rows a page: a table of twenty costs happy-dom seconds and proves nothing more.
    const { user, router, tickets } = await openAsOwner('/support/chats?per_page=10');
    const search = () => Object.fromEntries(new URLSearchParams(router.state.location.search));
    const open = tickets().filter((t) => t.status === 'open');
    const unreadOpen = open.filter((t) => t.unread).length;
    const openTab = await screen.findByRole('tab', { name: `Open ${unreadOpen} unread` });
    expect(openTab).toHaveAttribute('aria-selected', 'true');
    const newest = [...open].sort((a, b) => b.updated_at.localeCompare(a.updated_at))[0]!;
    const table = await screen.findByRole('table', { name: 'Open chats' });
    expect(await within(table).findByRole('link', { name: newest.subject })).toBeInTheDocument();
    expect(await screen.findByText(`1–10 of ${open.length} chats`)).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Closed' }));
    await waitFor(() => expect(search()).toEqual({ per_page: '10', status: 'closed' }));
    const closed = tickets().filter((t) => t.status === 'closed');
    expect(await screen.findByText(`1–10 of ${closed.length} chats`)).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Unread only' }));
    await user.click(screen.getByRole('radio', { name: 'General' }).closest('label')!);
    await waitFor(() =>
      expect(search()).toEqual({ per_page: '10', status: 'closed', unread: '1', type: 'general' }),
    );
    const expected = closed.filter((t) => t.unread && t.order_id === null).length;
    if (expected === 0)
      expect(await screen.findByText('Oops! No Records found')).toBeInTheDocument();
    else expect(await screen.findByText(new RegExp(`of ${expected} chats$`))).toBeInTheDocument();
    await settled();
  });

  it('opens a thread on its latest page, marks it read and pages back to the oldest comments', async () => {
    const store = await signedInStore('owner@demo.test');
    const orgId = organisationOf(store).id;
    const long = simulator().tickets.find(
      (t) => t.organisation_id === orgId && t.comments.length > THREAD_PAGE_SIZE,
    )!;
    simulator().tickets.update(long.id, { unread: true });
    const { user, router } = renderApp(`/support/chats/${long.uid}`, store);

    expect(
      await screen.findByRole('heading', { level: 1, name: long.subject }),
    ).toBeInTheDocument();
    const last = long.comments.at(-1)!;
    expect(commentItems().at(-1)).toHaveTextContent(textOf(last.body));
    await waitFor(() => expect(simulator().tickets.get(long.id)!.unread).toBe(false));
    // The breadcrumb names the thread by its subject.
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByText(long.subject),
    ).toBeInTheDocument();

    // At least a page's worth, then every earlier page prepended until the first comment.
    expect(commentItems().length).toBeGreaterThanOrEqual(THREAD_PAGE_SIZE);
    await showAllEarlier(user);
    expect(commentItems()).toHaveLength(long.comments.length);
    expect(commentItems()[0]).toHaveTextContent(textOf(long.comments[0]!.body));
    expect(commentItems().at(-1)).toHaveTextContent(textOf(last.body));
    expect(router.state.location.search).toBe('');
    await settled();
  });

  it('sends a comment: the simulator holds the escaped text and the thread shows it as typed', async () => {
    const { user, ticket } = await openThread((t) => t.status === 'open' && t.comments.length < 10);
    await screen.findByRole('heading', { level: 1, name: ticket.subject });

    await user.type(screen.getByLabelText('Message'), 'Is <b>this</b> ready?{Enter}Thanks');
    // A double click sends one comment.
    await user.dblClick(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() =>
      expect(simulator().tickets.get(ticket.id)!.comments.at(-1)!.body).toBe(
        'Is &lt;b&gt;this&lt;/b&gt; ready?<br>Thanks',
      ),
    );
    await waitFor(() =>
      expect(commentItems().at(-1)).toHaveTextContent('Is <b>this</b> ready?Thanks'),
    );
    expect(screen.getByLabelText('Message')).toHaveValue('');
    await settled();
    expect(simulator().tickets.get(ticket.id)!.comments).toHaveLength(ticket.comments.length + 1);
    expect(screen.queryByText('Message is required')).toBeNull();
  });

  it('counts what the limit counts: escaped characters fill the counter, and it is refused when over', async () => {
    const { user, ticket } = await openThread((t) => t.status === 'open' && t.comments.length < 10);
    await screen.findByRole('heading', { level: 1, name: ticket.subject });
    const box = screen.getByLabelText('Message');
    const reply = screen.getByRole('form', { name: 'Reply' });

    // 4,200 typed characters that the server stores as 10,500.
    const tooLong = 'a<'.repeat(2100);
    await user.click(box);
    await user.paste(tooLong);
    expect(
      within(reply).getByText(`${storedLength(tooLong)} / ${MESSAGE_MAX_LENGTH}`),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(supportMessages.messageTooLong)).toBeInTheDocument();
    expect(simulator().tickets.get(ticket.id)!.comments).toHaveLength(ticket.comments.length);

    // Exactly at the limit as the counter shows it: sent, and the server stores 5,000.
    const atLimit = '&'.repeat(1000);
    await user.clear(box);
    await user.paste(atLimit);
    expect(within(reply).getByText(`5000 / ${MESSAGE_MAX_LENGTH}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(simulator().tickets.get(ticket.id)!.comments).toHaveLength(ticket.comments.length + 1),
    );
    expect(simulator().tickets.get(ticket.id)!.comments.at(-1)!.body).toHaveLength(
      MESSAGE_MAX_LENGTH,
    );
    await settled();
  });

  it('refuses a large photo and a wrong type before anything is sent', async () => {
    const { ticket } = await openThread((t) => t.status === 'open');
    const user = userEvent.setup({ applyAccept: false });
    await screen.findByRole('heading', { level: 1, name: ticket.subject });

    const input = screen.getByLabelText('Attach files');
    await user.upload(input, sizedFile('holiday.jpg', 'image/jpeg', 6 * 1024 * 1024));
    expect(await screen.findByText('Image must be less than 5MB')).toBeInTheDocument();
    await user.upload(input, sizedFile('notes.txt', 'text/plain', 100));
    expect(
      await screen.findByText('Only PDF files and photos (JPEG, PNG, GIF or WebP) can be attached'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Files to send' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message is required')).toBeInTheDocument();
    expect(simulator().tickets.get(ticket.id)!.comments).toHaveLength(ticket.comments.length);
    await settled();
  });

  it('closes a chat, which then takes no reply, and reopens it', async () => {
    const { user, ticket } = await openThread((t) => t.status === 'open' && t.comments.length < 10);
    await screen.findByRole('heading', { level: 1, name: ticket.subject });

    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(await screen.findByText('This chat is closed. Reopen it to reply.')).toBeInTheDocument();
    expect(simulator().tickets.get(ticket.id)!.status).toBe('closed');
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();

    await user.click(await screen.findByRole('button', { name: 'Reopen chat' }));
    expect(await screen.findByRole('button', { name: 'Send' })).toBeInTheDocument();
    expect(simulator().tickets.get(ticket.id)!.status).toBe('open');
    await settled();
  });

  it('starts a chat about the order the link names and opens it', async () => {
    const store = await signedInStore('owner@demo.test');
    const orgId = organisationOf(store).id;
    const order = simulator().orders.find(
      (o) => o.organisation_id === orgId && o.type === 'outbound' && o.reference !== `#${o.id}`,
    )!;
    const { user, router } = renderApp(`/support/chats/new?order_id=${order.id}`, store);

    // The order by the reference the merchant knows (#4821), never its internal id.
    expect(await screen.findByText(`About order ${order.reference}`)).toBeInTheDocument();
    expect(screen.queryByText(new RegExp(`#${order.id}\\b`))).toBeNull();
    await user.type(screen.getByLabelText('Subject'), 'Pallet arrived wet');
    await user.type(screen.getByLabelText('Message'), 'Photos to follow.');
    // A double click starts one chat.
    await user.dblClick(screen.getByRole('button', { name: 'Start chat' }));

    // The new chat's own address, not the form's (/support/chats/new).
    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(/^\/support\/chats\/(?!new$)[\w-]+$/),
    );
    const uid = router.state.location.pathname.split('/').at(-1)!;
    expect(simulator().tickets.filter((t) => t.subject === 'Pallet arrived wet')).toHaveLength(1);
    expect(simulator().tickets.find((t) => t.uid === uid)).toMatchObject({
      organisation_id: orgId,
      order_id: order.id,
      subject: 'Pallet arrived wet',
      status: 'open',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pallet arrived wet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: order.reference })).toBeInTheDocument();
    await settled();
  });

  it('names the order a filtered chat list is about by its reference, even with no chats about it', async () => {
    const store = await signedInStore('owner@demo.test');
    const orgId = organisationOf(store).id;
    const chatted = new Set(
      simulator()
        .tickets.all()
        .map((t) => t.order_id),
    );
    const order = simulator().orders.find(
      (o) => o.organisation_id === orgId && !chatted.has(o.id) && o.reference !== `#${o.id}`,
    )!;
    renderApp(`/support/chats?order_id=${order.id}`, store);

    expect(await screen.findByText(`Order ${order.reference}`)).toBeInTheDocument();
    expect(screen.queryByText(`Order #${order.id}`)).toBeNull();
    await settled();
  });

  it('opens a photo full size in a viewer and offers it for download under its file name', async () => {
    const store = await signedInStore('owner@demo.test');
    const orgId = organisationOf(store).id;
    const ticket = simulator().tickets.find((t) => t.organisation_id === orgId)!;
    const png =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
    appendComment(
      simulator(),
      ticket,
      {
        author: SUPPORT_AUTHOR,
        from_support: true,
        body: '<p>Is this the damage?</p>',
        attachments: [
          { name: 'wet-pallet.png', content_type: 'image/png', size: 68, data_url: png },
        ],
      },
      Date.now(),
    );
    const { user } = renderApp(`/support/chats/${ticket.uid}`, store);
    await screen.findByRole('heading', { level: 1, name: ticket.subject });

    const message = await waitFor(() => commentItems().at(-1)!);
    const download = await within(message).findByRole('link', { name: /Download wet-pallet\.png/ });
    expect(download).toHaveAttribute('download', 'wet-pallet.png');
    expect(download).toHaveAttribute('href', png);

    await user.click(within(message).getByRole('button', { name: 'Open wet-pallet.png' }));
    const viewer = await screen.findByRole('dialog', { name: 'wet-pallet.png' });
    expect(within(viewer).getByRole('img', { name: 'wet-pallet.png' })).toHaveAttribute('src', png);
    await settled();
  });

  it('opens a thread whose last page holds one message as a conversation that stays after Send and a live reply', async () => {
    const store = await signedInStore('owner@demo.test');
    const orgId = organisationOf(store).id;
    const ticket = simulator().tickets.find(
      (t) => t.organisation_id === orgId && t.status === 'open',
    )!;
    // Pad the thread so its last server page holds a single comment.
    let n = 0;
    while (ticket.comments.length % THREAD_PAGE_SIZE !== 1)
      appendComment(
        simulator(),
        ticket,
        { author: SUPPORT_AUTHOR, from_support: true, body: `<p>Earlier note ${(n += 1)}</p>` },
        Date.now(),
      );
    const total = ticket.comments.length;
    const { user } = renderApp(`/support/chats/${ticket.uid}`, store);
    await screen.findByRole('heading', { level: 1, name: ticket.subject });

    // The single newest comment and the page before it: a conversation, not one message.
    await waitFor(() => expect(commentItems()).toHaveLength(THREAD_PAGE_SIZE + 1));
    expect(commentItems().at(-1)).toHaveTextContent(textOf(ticket.comments.at(-1)!.body));
    expect(commentItems()[0]).toHaveTextContent(
      textOf(ticket.comments.at(-THREAD_PAGE_SIZE - 1)!.body),
    );

    await user.type(screen.getByLabelText('Message'), 'Any news on this?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(simulator().tickets.get(ticket.id)!.comments).toHaveLength(total + 1),
    );
    // The conversation is still there, the new message at its bottom.
    await waitFor(() => expect(commentItems().at(-1)).toHaveTextContent('Any news on this?'));
    expect(commentItems()).toHaveLength(THREAD_PAGE_SIZE + 2);

    // A live reply: the simulator holds it and the live update refreshes the thread.
    appendComment(
      simulator(),
      simulator().tickets.get(ticket.id)!,
      { author: SUPPORT_AUTHOR, from_support: true, body: '<p>It ships today.</p>' },
      Date.now(),
    );
    store.dispatch(supportApi.util.invalidateTags([{ type: 'Ticket', id: ticket.uid }]));
    await waitFor(() => expect(commentItems().at(-1)).toHaveTextContent('It ships today.'));
    expect(commentItems()).toHaveLength(THREAD_PAGE_SIZE + 3);

    // Earlier messages still reach back to the first comment.
    await showAllEarlier(user);
    expect(commentItems()).toHaveLength(total + 2);
    expect(commentItems()[0]).toHaveTextContent(textOf(ticket.comments[0]!.body));
    await settled();
  });
});
