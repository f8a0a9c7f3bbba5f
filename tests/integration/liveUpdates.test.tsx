import { screen, waitFor, within } from '@testing-library/react';
import { makeStore } from '@/app/store';
import { storage } from '@/lib/storage';
import { signInAs, simulatorCable } from '@simulator/node';
import { renderApp, signedInStore } from '../support/renderApp';
import { withSimulator } from '../support/simulator';

const simulator = withSimulator();

/** The organisation the cable delivers to now, once exactly one subscription is confirmed. */
async function subscribedOrganisation(): Promise<number> {
  let organisationId = -1;
  await waitFor(() => {
    const subscriptions = simulatorCable().subscriptions();
    expect(subscriptions).toHaveLength(1);
    organisationId = subscriptions[0]!.organisationId;
  });
  return organisationId;
}

/** The action center's 'Messages Unread <n>' link, and n. */
async function unreadCount(): Promise<number> {
  const link = await screen.findByRole('link', { name: /^Messages Unread \d+$/ });
  return Number(/\d+$/.exec(link.textContent?.trim() ?? '')?.[0]);
}

/** The warehouse answers an open thread the merchant has read, as the Simulator menu does. */
async function warehouseReplyIn(organisationId: number) {
  const ticket = simulator().tickets.find(
    (t) => t.organisation_id === organisationId && t.status === 'open' && !t.unread,
  )!;
  const response = await fetch('http://localhost:3000/api/__simulator/warehouse-reply', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ticket_uid: ticket.uid }),
  });
  expect(response.status).toBe(200);
  return ticket;
}

describe('live updates over the cable', () => {
  it('a warehouse reply changes the unread count on the dashboard without a reload', async () => {
    // Boot with a stored session (signed in earlier): the cable connects once it validates.
    const { user, headers } = await signInAs('owner@demo.test');
    storage.set('user', { ...user, headers });
    const store = makeStore();
    renderApp('/dashboard', store);
    const organisationId = await subscribedOrganisation();
    const current = simulator().organisations.get(organisationId)!;
    expect(current.uid).toBe(store.getState().session.user!.x_organisation_uid);
    const before = await unreadCount();

    const ticket = await warehouseReplyIn(organisationId);
    await waitFor(() => expect(simulator().tickets.get(ticket.id)!.unread).toBe(true));
    await waitFor(async () => expect(await unreadCount()).toBe(before + 1));
  });

  it('an organisation switch reconnects for the new organisation; logout closes the cable', async () => {
    const store = await signedInStore('owner@demo.test');
    const { user } = renderApp('/dashboard', store);
    const first = await subscribedOrganisation();
    await unreadCount();

    await user.click(screen.getByRole('button', { name: /^Switch organisation/ }));
    await user.click(await screen.findByRole('menuitem', { name: /Outback Outfitters/ }));
    const outback = simulator().organisations.find((o) => o.name === 'Outback Outfitters')!;
    await waitFor(() =>
      expect(simulatorCable().subscriptions()).toEqual([
        expect.objectContaining({ organisationId: outback.id }),
      ]),
    );
    expect(outback.id).not.toBe(first);
    // The new dashboard follows the new organisation's replies.
    expect(await screen.findByText(/You are working in/)).toHaveTextContent('Outback Outfitters');
    const before = await unreadCount();
    await warehouseReplyIn(outback.id);
    await waitFor(async () => expect(await unreadCount()).toBe(before + 1));

    await user.click(screen.getByRole('button', { name: 'Open settings' }));
    const drawer = await screen.findByRole('dialog', { name: 'Settings' });
    await user.click(within(drawer).getByRole('button', { name: /Logout/ }));
    await waitFor(() => expect(simulatorCable().connectionCount()).toBe(0));
    await waitFor(() => expect(store.getState().session.user).toBeNull());
  });
});
