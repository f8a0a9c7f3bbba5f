import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { AppRoute } from '@/core/routing/routeHandle';

/** The palette and its searches load the first time it is opened, not with every page. */
const CommandPalette = lazy(() => import('./CommandPalette'));

/** Ctrl-K (⌘-K on a Mac) anywhere, a text box included: the shortcut every admin uses for search. */
export const isPaletteShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';

/** The palette's open state and its keyboard shortcut, for the shell. */
export function usePalette() {
  const [open, setOpen] = useState(false);
  const show = useCallback(() => setOpen(true), []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      event.preventDefault();
      show();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [show]);
  return { open, show, hide: useCallback(() => setOpen(false), []) };
}

export function PaletteHost({
  palette,
  routes,
}: {
  palette: ReturnType<typeof usePalette>;
  routes: AppRoute[];
}) {
  // Mounted only while open: it closes at once, as a palette should (no fade to wait for before
  // the chosen page shows), and every opening starts from an empty box.
  if (!palette.open) return null;
  return (
    <Suspense fallback={null}>
      <CommandPalette open onClose={palette.hide} routes={routes} />
    </Suspense>
  );
}
