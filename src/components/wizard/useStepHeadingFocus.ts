import { useEffect, useRef } from 'react';

/**
 * A ref for a wizard step's heading (give it tabIndex={-1}) that takes focus whenever `step`
 * changes, so keyboard and screen-reader users land on the new step's heading, not on a vanished
 * button. The first render leaves focus where it is.
 */
export function useStepHeadingFocus(step: number) {
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);
  return heading;
}
