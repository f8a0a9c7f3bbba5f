import { useCallback, useEffect, useRef, useState } from 'react';
import type { UniquenessResponse } from '@/domain/contract';

/** How long typing must pause before the server is asked. */
export const UNIQUENESS_DEBOUNCE_MS = 400;

/** The server's answer: users/validate-uniqueness and items/validate-uniqueness alike. */
export type Uniqueness = UniquenessResponse['data'];

type Outcome = { status: 'unique' } | { status: 'taken'; message: string } | { status: 'unknown' };

export interface UniquenessCheck {
  /** idle: nothing to check (empty or malformed); checking: waiting or asking the server. */
  status: 'idle' | 'checking' | 'unique' | 'taken' | 'unknown';
  /** The message to show when taken. */
  message: string | null;
  /** Checks now (or joins the check under way) and resolves to the message, null when free. */
  ensure: () => Promise<string | null>;
}

/**
 * Asks the server whether `value` is still free while the person types, debounced (e-mail and
 * organisation name on sign-up, product and bundle SKUs). Answers are remembered per value, so
 * going back to an earlier value shows its answer at once. A failed check is 'unknown' and blocks
 * nothing: the create or update call checks again on the server. `check` must be stable
 * (useCallback): a new one starts over.
 */
export function useUniquenessCheck(
  value: string,
  enabled: boolean,
  check: (value: string) => Promise<Uniqueness>,
  takenMessage: string,
): UniquenessCheck {
  const [outcomes, setOutcomes] = useState<Record<string, Outcome>>({});
  const known = useRef<Record<string, Outcome>>({});
  const inFlight = useRef(new Map<string, Promise<Outcome>>());

  const run = useCallback(
    (v: string): Promise<Outcome> => {
      const done = known.current[v];
      if (done) return Promise.resolve(done);
      const running = inFlight.current.get(v);
      if (running) return running;
      const promise = check(v)
        .then(
          (answer): Outcome =>
            answer.unique
              ? { status: 'unique' }
              : { status: 'taken', message: answer.message || takenMessage },
          (): Outcome => ({ status: 'unknown' }),
        )
        .then((outcome) => {
          inFlight.current.delete(v);
          // A failed check may succeed later: only definite answers are remembered.
          if (outcome.status !== 'unknown') known.current[v] = outcome;
          setOutcomes((prev) => ({ ...prev, [v]: outcome }));
          return outcome;
        });
      inFlight.current.set(v, promise);
      return promise;
    },
    [check, takenMessage],
  );

  useEffect(() => {
    if (!enabled || known.current[value]) return;
    const timer = setTimeout(() => void run(value), UNIQUENESS_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value, enabled, run]);

  const ensure = useCallback(async () => {
    if (!enabled) return null;
    const outcome = await run(value);
    return outcome.status === 'taken' ? outcome.message : null;
  }, [enabled, run, value]);

  if (!enabled) return { status: 'idle', message: null, ensure };
  const outcome = outcomes[value];
  if (!outcome) return { status: 'checking', message: null, ensure };
  return {
    status: outcome.status,
    message: outcome.status === 'taken' ? outcome.message : null,
    ensure,
  };
}
