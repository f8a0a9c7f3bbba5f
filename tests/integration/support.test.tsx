import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../support/renderApp';
import { settled, supportTestKit } from '../support/supportChats';

const { simulator, signedIn, openAsOwner, openThread } = supportTestKit();

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
    const { store, orgId } = await signedIn('owner@demo.test');
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
    const { store, orgId } = await signedIn('owner@demo.test');
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
});
