import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '@/core/hooks';
import type { AppRoute } from '@/core/routing/routeHandle';
import { routeAllows } from '@/features/search';
import {
  IDLE,
  isShortcutEvent,
  isWaitingForLetter,
  readKey,
  type ShortcutAction,
} from './shortcutRegistry';

/** How long a shortcut's note ("Your role cannot open Billing.") stays on screen. */
const NOTE_MS = 4000;

/** The page's own control a shortcut works, marked `data-shortcut` by the list kit. */
const pageControl = (name: string) =>
  document.querySelector<HTMLElement>(`#main-content [data-shortcut="${name}"]`);

/**
 * The single-key shortcuts of the signed-in portal: '/', 'n', 'g' + letter, '?'. Keys typed in a
 * field, with Ctrl/Alt/⌘ held or while a dialog is open are never taken.
 */
export function useShortcuts(routes: AppRoute[]) {
  const navigate = useNavigate();
  const user = useAppSelector((s) => s.session.user);
  const [helpOpen, setHelpOpen] = useState(false);
  const [note, setNote] = useState('');
  const sequence = useRef(IDLE);

  // The note clears itself; a new note starts its own time.
  useEffect(() => {
    if (!note) return;
    const timer = setTimeout(() => setNote(''), NOTE_MS);
    return () => clearTimeout(timer);
  }, [note]);

  const run = useCallback(
    (action: ShortcutAction) => {
      setNote('');
      if (action.type === 'help') return setHelpOpen(true);
      if (action.type === 'go') {
        const { label, path } = action.target;
        if (user && routeAllows(routes, user, path)) return void navigate(path);
        return setNote(`Your role cannot open ${label}.`);
      }
      if (action.type === 'search') {
        const box = pageControl('search');
        if (!box) return setNote('This page has no list to search.');
        box.focus();
        if (box instanceof HTMLInputElement) box.select();
        return;
      }
      const add = pageControl('new');
      if (!add) return setNote('This page has nothing to add.');
      if (add.hasAttribute('disabled')) return setNote('Your role cannot add here.');
      add.focus();
      add.click();
    },
    [navigate, routes, user],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isShortcutEvent(event, document)) {
        sequence.current = IDLE;
        return;
      }
      const now = Date.now();
      const waiting = isWaitingForLetter(sequence.current, now);
      const next = readKey(sequence.current, event.key, now);
      sequence.current = next.state;
      // Keys the shortcuts used do nothing else ('/' is Firefox's quick find).
      if (next.action || next.state.goPressedAt !== null || waiting) event.preventDefault();
      if (next.action) run(next.action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [run]);

  return { helpOpen, closeHelp: useCallback(() => setHelpOpen(false), []), note };
}
