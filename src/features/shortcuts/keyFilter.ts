/*
 * Which key presses the shortcuts may take at all. Loaded with the shell (it is small): the rest of
 * the shortcuts (the registry, the handler, the overlay) load on the first key that may start one.
 */

/** The keys a shortcut starts with: '/', 'n', 'g' (then a letter), '?'. */
export const FIRST_KEYS: ReadonlySet<string> = new Set(['/', 'n', 'g', '?']);

/** Where a key belongs to what the person is typing (or choosing), never to a shortcut. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('input, textarea, select')) return true;
  const editable = target.closest('[contenteditable]');
  return editable !== null && editable.getAttribute('contenteditable') !== 'false';
}

/**
 * Whether a dialog (a modal, a drawer, the palette) is showing: its keys are its own. antd keeps
 * closed ones in the page, hidden by an inline style (modals) or a class (drawers), so whether
 * one shows is asked of the styles.
 */
export function isDialogOpen(doc: Document): boolean {
  return Array.from(doc.querySelectorAll('[role="dialog"], [role="alertdialog"]')).some(
    (dialog) =>
      !dialog.closest('[hidden], [aria-hidden="true"], [style*="display: none"]') &&
      (typeof dialog.checkVisibility !== 'function' || dialog.checkVisibility()),
  );
}

/** The key events shortcuts may take: no modifier but Shift (for '?'), and not typing. */
export function isShortcutEvent(event: KeyboardEvent, doc: Document): boolean {
  if (event.ctrlKey || event.altKey || event.metaKey || event.defaultPrevented) return false;
  if (event.isComposing || isTypingTarget(event.target)) return false;
  return !isDialogOpen(doc);
}
