import { useCallback, useEffect, useRef, useState } from 'react';
import { isValidSku } from '@/lib/catalogue/rules';
import { useLazyCheckSkuUniqueQuery } from '../api';

export const SKU_CHECK_DEBOUNCE_MS = 400;
export const SKU_TAKEN_MESSAGE = 'SKU has already been taken';
export const SKU_CHECKING_MESSAGE = 'Checking the SKU…';
export const SKU_CHECK_FAILED_MESSAGE =
  "We couldn't check this SKU just now. We'll check again when you save.";

type Outcome = { status: 'unique' } | { status: 'taken'; message: string } | { status: 'unknown' };

export interface SkuCheck {
  /** idle: nothing to ask (blank, malformed, or the product's own SKU). */
  status: 'idle' | 'checking' | 'unique' | 'taken' | 'unknown';
  message: string | null;
  /** Checks now (or joins the check under way): the message when taken, else null. */
  ensure: () => Promise<string | null>;
}

/**
 * Asks items/validate-uniqueness whether the SKU is free while the person types, debounced.
 * Answers are kept per value, so going back to an earlier SKU shows its answer at once. A failed
 * check blocks nothing: the server checks uniqueness again on create and update.
 */
export function useSkuCheck(sku: string, options: { excludeId?: number; ownSku?: string } = {}) {
  const { excludeId, ownSku } = options;
  const value = sku.trim();
  const enabled = value !== '' && isValidSku(value) && value !== ownSku;
  const [trigger] = useLazyCheckSkuUniqueQuery();
  const [outcomes, setOutcomes] = useState<Record<string, Outcome>>({});
  const known = useRef<Record<string, Outcome>>({});
  const inFlight = useRef(new Map<string, Promise<Outcome>>());

  const run = useCallback(
    (candidate: string): Promise<Outcome> => {
      const done = known.current[candidate];
      if (done) return Promise.resolve(done);
      const running = inFlight.current.get(candidate);
      if (running) return running;
      const request = {
        sku: candidate,
        ...(excludeId === undefined ? {} : { exclude_id: excludeId }),
      };
      const promise = trigger(request)
        .unwrap()
        .then(
          (answer): Outcome =>
            answer.unique
              ? { status: 'unique' }
              : { status: 'taken', message: answer.message || SKU_TAKEN_MESSAGE },
          (): Outcome => ({ status: 'unknown' }),
        )
        .then((outcome) => {
          inFlight.current.delete(candidate);
          if (outcome.status !== 'unknown') known.current[candidate] = outcome;
          setOutcomes((prev) => ({ ...prev, [candidate]: outcome }));
          return outcome;
        });
      inFlight.current.set(candidate, promise);
      return promise;
    },
    [trigger, excludeId],
  );

  useEffect(() => {
    if (!enabled || known.current[value]) return undefined;
    const timer = setTimeout(() => void run(value), SKU_CHECK_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value, enabled, run]);

  const ensure = useCallback(async () => {
    if (!enabled) return null;
    const outcome = await run(value);
    return outcome.status === 'taken' ? outcome.message : null;
  }, [enabled, run, value]);

  const outcome = outcomes[value];
  const check: SkuCheck = !enabled
    ? { status: 'idle', message: null, ensure }
    : !outcome
      ? { status: 'checking', message: null, ensure }
      : {
          status: outcome.status,
          message: outcome.status === 'taken' ? outcome.message : null,
          ensure,
        };
  return check;
}
