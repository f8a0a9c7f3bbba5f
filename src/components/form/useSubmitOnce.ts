import { useRef } from 'react';

/**
 * Formik runs onSubmit for every submit event, even while the previous one is pending (a double
 * click before the button disables, Enter pressed twice). This drops the extra ones, so a message,
 * a chat or a record is never created twice and one click sends one mail:
 * - nothing is sent while a send is under way;
 * - values the handler stored (it resolved to `true`) are never sent again: a click that lands
 *   before the form resets, or before the page is left, finds the same values object;
 * - after a refusal (`false`, nothing, or a throw) the same values may be sent again.
 */
export function useSubmitOnce<V, R extends unknown[]>(
  handler: (values: V, ...rest: R) => Promise<boolean | void>,
): (values: V, ...rest: R) => Promise<void> {
  const running = useRef(false);
  const stored = useRef<{ values: V } | null>(null);
  return async (values: V, ...rest: R) => {
    if (running.current || stored.current?.values === values) return;
    running.current = true;
    try {
      if ((await handler(values, ...rest)) === true) stored.current = { values };
    } finally {
      running.current = false;
    }
  };
}
