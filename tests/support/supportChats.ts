import { screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { TicketRecord } from '@simulator/db/schema';
import { renderApp } from './renderApp';
import { portalTestKit } from './portal';

/**
 * The support chats' integration tests (tests/integration/support*.test.tsx): their simulator
 * (call once per file, at its top level), how they open the chat list and a thread, and what they
 * read in a thread.
 */
export function supportTestKit() {
  const { simulator, organisationOf, signedIn, openAs } = portalTestKit();

  async function openAsOwner(path: string) {
    const view = await openAs(path);
    const tickets = () => simulator().tickets.filter((t) => t.organisation_id === view.orgId);
    return { ...view, tickets };
  }

  /** Opens the first of the owner's chats that `pick` accepts. */
  async function openThread(pick: (t: TicketRecord) => boolean) {
    const { store, orgId } = await signedIn('owner@demo.test');
    const ticket = structuredClone(
      simulator().tickets.find((t) => t.organisation_id === orgId && pick(t))!,
    );
    return { ...renderApp(`/support/chats/${ticket.uid}`, store), ticket };
  }

  return { simulator, organisationOf, signedIn, openAsOwner, openThread };
}

/** The visible text of a seeded comment (the seed writes some as HTML). */
export const textOf = (html: string) => html.replace(/<[^>]*>/g, '').trim();

/** A File that claims `size` bytes without allocating them. */
export function sizedFile(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** The thread's comments (their files are lists of their own inside them). */
export const commentItems = () =>
  [...screen.getByRole('list', { name: 'Messages' }).children] as HTMLElement[];

export const showEarlierButton = () =>
  screen.queryByRole('button', { name: /Show earlier messages/ });

/** Presses "Show earlier messages" until there are none: each press prepends one page. */
export async function showAllEarlier(user: ReturnType<typeof userEvent.setup>) {
  for (let button = showEarlierButton(); button; button = showEarlierButton()) {
    await waitFor(() => expect(button).not.toHaveClass('ant-btn-loading'));
    const before = commentItems().length;
    await user.click(button);
    await waitFor(() => expect(commentItems().length).toBeGreaterThan(before));
  }
}

/** Nothing left loading, so no request reaches the next test's simulator. */
export const settled = () =>
  waitFor(() =>
    expect(document.querySelector('.ant-spin-spinning, [aria-busy="true"]')).toBeNull(),
  );
