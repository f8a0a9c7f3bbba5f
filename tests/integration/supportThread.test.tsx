import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { THREAD_PAGE_SIZE } from '@/domain/contract';
import { MESSAGE_MAX_LENGTH, storedLength } from '@/domain/support/message';
import { supportApi } from '@/features/support/api';
import { supportMessages } from '@/features/support/form/schema';
import { appendComment, SUPPORT_AUTHOR } from '@simulator/support/comments';
import { renderApp } from '../support/renderApp';
import {
  commentItems,
  settled,
  showAllEarlier,
  sizedFile,
  supportTestKit,
  textOf,
} from '../support/supportChats';

const { simulator, signedIn, openThread } = supportTestKit();

describe("a support chat's thread", () => {
  it('opens a thread on its latest page, marks it read and pages back to the oldest comments', async () => {
    const { store, orgId } = await signedIn('owner@demo.test');
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

  it('opens a photo full size in a viewer and offers it for download under its file name', async () => {
    const { store, orgId } = await signedIn('owner@demo.test');
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
    const { store, orgId } = await signedIn('owner@demo.test');
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
