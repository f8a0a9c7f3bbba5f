import { lazy, Suspense } from 'react';
import type { AppRoute } from '@/core/routing/routeHandle';
import { useShortcuts } from './useShortcuts';
import './shortcuts.css';

/** The '?' overlay loads the first time it is asked for, not with every page. */
const ShortcutHelp = lazy(() => import('./ShortcutHelp'));

/**
 * The keyboard shortcuts of the signed-in portal, mounted once by the shell: the key handler, a
 * polite status line for what a shortcut could not do, and the '?' overlay.
 */
export function ShortcutsHost({ routes }: { routes: AppRoute[] }) {
  const { helpOpen, closeHelp, note } = useShortcuts(routes);
  return (
    <>
      <div role="status" className={note ? 'shortcut-note' : 'visually-hidden'}>
        {note}
      </div>
      {helpOpen && (
        <Suspense fallback={null}>
          <ShortcutHelp onClose={closeHelp} />
        </Suspense>
      )}
    </>
  );
}
