import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SUPPORT_AUTHOR } from '@simulator/support/comments';
import { SimulatorMenu } from '@simulator/ui/SimulatorMenu';
import { replyTarget } from '@simulator/ui/WarehouseReply';
import { runSimulatorServer } from '@simulator/testing/helpers';

const getStore = runSimulatorServer();

async function sendReply() {
  const user = userEvent.setup();
  render(<SimulatorMenu apiBase="http://localhost:3000/api" navigate={() => undefined} />);
  await user.click(await screen.findByRole('button', { name: /simulator/i }));
  const drawer = await screen.findByRole('dialog', { name: 'API simulator' });
  await user.click(within(drawer).getByRole('button', { name: 'Send a warehouse reply' }));
  return drawer;
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe("the Simulator menu's 'Send a warehouse reply'", () => {
  it("answers the signed-in organisation's latest open thread and says which", async () => {
    const store = getStore();
    const organisation = store.organisations.all()[0]!;
    localStorage.setItem('KS_user', JSON.stringify({ x_organisation_uid: organisation.uid }));
    const latest = store.tickets
      .filter((t) => t.organisation_id === organisation.id && t.status === 'open')
      .sort((a, b) => b.updated_at.localeCompare(a.updated_at))[0]!;
    const comments = latest.comments.length;

    const drawer = await sendReply();
    expect(
      await within(drawer).findByText(`Reply sent to “${latest.subject}”`),
    ).toBeInTheDocument();
    const ticket = store.tickets.get(latest.id)!;
    expect(ticket.comments).toHaveLength(comments + 1);
    expect(ticket.comments.at(-1)).toMatchObject({ author: SUPPORT_AUTHOR, from_support: true });
    expect(ticket.unread).toBe(true);
  });

  it('answers the thread open on screen', async () => {
    const ticket = getStore().tickets.all().at(-1)!;
    window.history.replaceState(null, '', `/support/chats/${ticket.uid}?page=2`);
    const drawer = await sendReply();
    expect(
      await within(drawer).findByText(`Reply sent to “${ticket.subject}”`),
    ).toBeInTheDocument();
    expect(getStore().tickets.get(ticket.id)!.unread).toBe(true);
  });

  it('says so when no one is signed in', async () => {
    expect(replyTarget('/dashboard')).toBeNull();
    const drawer = await sendReply();
    expect(await within(drawer).findByText(/Sign in first/)).toBeInTheDocument();
  });
});
