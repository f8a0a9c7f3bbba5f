import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { AppRoute } from '@/core/routing/routeHandle';
import { FIRST_KEYS, isShortcutEvent } from './keyFilter';
import type { EarlyKey } from './useShortcuts';
import './shortcuts.css';

/*
 * The shell's first load stays as it was: only this host and the key filter come with it. The
 * handler (with the registry) loads on the first key that may start a shortcut, the '?' overlay
 * the first time it is asked for.
 */
const ShortcutKeys = lazy(() => import('./ShortcutKeys'));
const ShortcutHelp = lazy(() => import('./ShortcutHelp'));

/** How long a shortcut's note ("Your role cannot open Billing.") stays on screen. */
const NOTE_MS = 4000;

/**
 * The keyboard shortcuts of the signed-in portal, mounted once by the shell: wakes the handler,
 * keeps a polite status line for what a shortcut could not do, and hosts the '?' overlay.
 */
export function ShortcutsHost({ routes }: { routes: AppRoute[] }) {
  const [awake, setAwake] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const [note, setNote] = useState('');
  const earlyRef = useRef<EarlyKey[]>([]);
  const readyRef = useRef(false);

  // Until the handler listens, the keys that may start a shortcut (and a letter after 'g') are
  // kept for it, so 'g o' typed at once still goes.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (readyRef.current || event.key.length !== 1 || !isShortcutEvent(event, document)) return;
      const afterG = earlyRef.current.at(-1)?.key === 'g';
      if (!FIRST_KEYS.has(event.key) && !afterG) return;
      event.preventDefault();
      earlyRef.current.push({ key: event.key, at: Date.now() });
      setAwake(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // The note clears itself; a new note starts its own time.
  useEffect(() => {
    if (!note) return;
    const timer = setTimeout(() => setNote(''), NOTE_MS);
    return () => clearTimeout(timer);
  }, [note]);

  const openHelp = useCallback(() => setHelpOpen(true), []);
  return (
    <>
      <div role="status" className={note ? 'shortcut-note' : 'visually-hidden'}>
        {note}
      </div>
      {awake && (
        <Suspense fallback={null}>
          <ShortcutKeys
            routes={routes}
            earlyRef={earlyRef}
            readyRef={readyRef}
            say={setNote}
            openHelp={openHelp}
          />
        </Suspense>
      )}
      {helpOpen && (
        <Suspense fallback={null}>
          <ShortcutHelp onClose={() => setHelpOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
