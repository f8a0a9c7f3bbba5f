import { useCallback, useEffect, useRef, type MutableRefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '@/core/hooks';
import type { AppRoute } from '@/core/routing/routeHandle';
import { routeAllows } from '@/core/permissions/routeAllows';
import { isShortcutEvent } from './keyFilter';
import {
  IDLE,
  isWaitingForLetter,
  readKey,
  type SequenceState,
  type ShortcutAction,
} from './shortcutRegistry';

/** A key the shell took while this code loaded, with when it was pressed (ms). */
export interface EarlyKey {
  key: string;
  at: number;
}

export interface ShortcutWiring {
  routes: AppRoute[];
  /** Keys pressed before the handler was ready, to be read first, in order. */
  earlyRef: MutableRefObject<EarlyKey[]>;
  /** Set once the handler listens: the shell stops taking keys then. */
  readyRef: MutableRefObject<boolean>;
  /** Says what a shortcut could not do, in the shell's status line ('' clears it). */
  say(note: string): void;
  openHelp(): void;
}

/** The page's own control a shortcut works, marked `data-shortcut` by the list kit. */
const pageControl = (name: string) =>
  document.querySelector<HTMLElement>(`#main-content [data-shortcut="${name}"]`);

/**
 * The single-key shortcuts of the signed-in portal: '/', 'n', 'g' + letter, '?'. Keys typed in a
 * field, with Ctrl/Alt/⌘ held or while a dialog is open are never taken.
 */
export function useShortcuts({ routes, earlyRef, readyRef, say, openHelp }: ShortcutWiring) {
  const navigate = useNavigate();
  const user = useAppSelector((s) => s.session.user);
  const sequence = useRef<SequenceState>(IDLE);

  const run = useCallback(
    (action: ShortcutAction) => {
      say('');
      if (action.type === 'help') return openHelp();
      if (action.type === 'go') {
        const { label, path } = action.target;
        if (user && routeAllows(routes, user, path)) return void navigate(path);
        return say(`Your role cannot open ${label}.`);
      }
      if (action.type === 'search') {
        const box = pageControl('search');
        if (!box) return say('This page has no list to search.');
        box.focus();
        if (box instanceof HTMLInputElement) box.select();
        return;
      }
      const add = pageControl('new');
      if (!add) return say('This page has nothing to add.');
      if (add.hasAttribute('disabled')) return say('Your role cannot add here.');
      add.focus();
      add.click();
    },
    [navigate, openHelp, routes, say, user],
  );

  useEffect(() => {
    /** Reads one key; true when the shortcuts used it (so it should do nothing else). */
    const read = (key: string, now: number) => {
      const waiting = isWaitingForLetter(sequence.current, now);
      const next = readKey(sequence.current, key, now);
      sequence.current = next.state;
      if (next.action) run(next.action);
      return Boolean(next.action) || next.state.goPressedAt !== null || waiting;
    };
    const onKey = (event: KeyboardEvent) => {
      if (!isShortcutEvent(event, document)) {
        sequence.current = IDLE;
        return;
      }
      // Keys the shortcuts used do nothing else ('/' is Firefox's quick find).
      if (read(event.key, Date.now())) event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    readyRef.current = true;
    // The keys that woke the shortcuts up ('g', and perhaps its letter) count, in order.
    for (const { key, at } of earlyRef.current.splice(0)) read(key, at);
    return () => {
      window.removeEventListener('keydown', onKey);
      readyRef.current = false;
    };
  }, [earlyRef, readyRef, run]);
}
