import { useRef } from 'react';

/**
 * Formik runs onSubmit for every submit event, even while the previous one is pending (a double
 * click before the button disables, Enter pressed twice). This drops the extra ones, so a
 * single-use link is not spent twice and one click sends one mail. A handler that resolves to
 * `true` has finished the form (it is being replaced or left): it stays locked, because a click
 * that arrives before the next render must not send again.
 */
export function useSubmitOnce<A extends unknown[]>(
  handler: (...args: A) => Promise<boolean | void>,
): (...args: A) => Promise<void> {
  const locked = useRef(false);
  return async (...args: A) => {
    if (locked.current) return;
    locked.current = true;
    let finished = false;
    try {
      finished = (await handler(...args)) === true;
    } finally {
      if (!finished) locked.current = false;
    }
  };
}
