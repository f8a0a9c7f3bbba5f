import { useShortcuts, type ShortcutWiring } from './useShortcuts';

/** The key handler, as a component the shell loads on the first key that may start a shortcut. */
export default function ShortcutKeys(wiring: ShortcutWiring) {
  useShortcuts(wiring);
  return null;
}
