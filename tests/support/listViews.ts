/*
 * Driving a list's saved views as a person does: Save view, the Views menu, Manage views… and
 * Copy link, and reading what the browser's storage now holds for the signed-in owner.
 */
import { act, screen, within } from '@testing-library/react';
import type { ListName } from '@/components/list-views/listNames';
import type { SavedView } from '@/components/list-views/viewStore';
import { draftOwner } from '@/lib/drafts/draftStore';
import { storage, StorageKeys } from '@/lib/storage';
import type { renderApp } from './renderApp';

type View = ReturnType<typeof renderApp>;

/** The open dialog whose title is `title` (antd keeps closed ones in the page). */
export async function dialogTitled(title: string) {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  return heading.closest<HTMLElement>('[role="dialog"]')!;
}

/** The views stored for the view's signed-in owner and `list`. */
export function storedViews({ store }: View, list: ListName): SavedView[] {
  const owner = draftOwner(store.getState().session.user);
  const kept = storage.get<Record<string, Record<string, SavedView[]>>>(StorageKeys.listViews);
  return kept?.[owner]?.[list] ?? [];
}

export async function saveView({ user }: View, name: string) {
  await user.click(await screen.findByRole('button', { name: 'Save view' }));
  const dialog = await dialogTitled('Save view');
  await user.click(within(dialog).getByLabelText('View name'));
  await user.paste(name);
  await user.click(within(dialog).getByRole('button', { name: 'Save view' }));
  await screen.findByText(`View ${name} saved`);
}

export async function openViewFromMenu({ user }: View, name: string) {
  await user.click(screen.getByRole('button', { name: /^Views/ }));
  await user.click(await screen.findByRole('menuitem', { name }));
}

export async function setDefaultView({ user }: View, name: string) {
  await user.click(screen.getByRole('button', { name: /^Views/ }));
  await user.click(await screen.findByRole('menuitem', { name: 'Manage views…' }));
  const manage = await dialogTitled('Saved views');
  await user.click(within(manage).getByRole('button', { name: `Set as default: ${name}` }));
  await screen.findByText(`${name} is now the default view`);
  await user.click(within(manage).getByText('Close', { selector: 'button > span' }));
}

export async function clearDefaultView({ user }: View, name: string) {
  await user.click(screen.getByRole('button', { name: /^Views/ }));
  await user.click(await screen.findByRole('menuitem', { name: 'Manage views…' }));
  const manage = await dialogTitled('Saved views');
  await user.click(within(manage).getByRole('button', { name: `Clear default: ${name}` }));
  await screen.findByText('Default view cleared');
  await user.click(within(manage).getByText('Close', { selector: 'button > span' }));
}

/**
 * Goes to another page (`elsewhere`, whose h1 is `heading`), then back to the list's bare
 * address, as a menu link would.
 */
export async function leaveAndComeBack(
  { router }: View,
  [elsewhere, heading]: [string, string],
  bare: string,
) {
  // Inside act, as a click would be: the page left behind and the one reached commit and run
  // their effects before the next step. Without it, coming back could land before the page in
  // between had run its effects, which a person's two clicks never do.
  await act(() => router.navigate(elsewhere));
  await screen.findByRole('heading', { level: 1, name: heading });
  await act(() => router.navigate(bare));
}

/** Copy link puts the list's address (holding the view) on the clipboard and says so. */
export async function expectCopyLink({ user, router }: View) {
  const { pathname, search } = router.state.location;
  await user.click(screen.getByRole('button', { name: 'Copy link' }));
  await screen.findByText('Link copied');
  expect(await navigator.clipboard.readText()).toBe(
    new URL(`${pathname}${search}`, window.location.origin).toString(),
  );
}
