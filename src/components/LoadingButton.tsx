import { Button, ConfigProvider, type ButtonProps } from 'antd';
import { useContext, useEffect, useRef, useState, type MouseEvent } from 'react';
import { BUTTON_SPINNER } from './buttonSpinner';

export interface LoadingButtonProps extends Omit<ButtonProps, 'onClick'> {
  /** May return a promise: the button stays busy until it settles. */
  onClick?: (event: MouseEvent<HTMLElement>) => unknown;
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as PromiseLike<unknown> | null)?.then === 'function';

/**
 * A button that disables itself and spins while its request runs, so a request is never sent
 * twice. The ref, not the state, is what stops a double click: both clicks can arrive before
 * React re-renders.
 */
export function LoadingButton({ onClick, loading, disabled, ...rest }: LoadingButtonProps) {
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);
  const mounted = useRef(true);
  const { button: buttonConfig } = useContext(ConfigProvider.ConfigContext);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const busy = pending || Boolean(loading);

  const handleClick = (event: MouseEvent<HTMLElement>) => {
    if (inFlight.current || busy || disabled) return;
    const result = onClick?.(event);
    if (!isThenable(result)) return;
    inFlight.current = true;
    setPending(true);
    const settle = () => {
      inFlight.current = false;
      if (mounted.current) setPending(false);
    };
    // Errors stay the caller's business; the button only needs to know when it is over.
    Promise.resolve(result).then(settle, settle);
  };

  return (
    <ConfigProvider button={{ ...buttonConfig, loadingIcon: BUTTON_SPINNER }}>
      <Button
        {...rest}
        loading={busy}
        disabled={disabled || busy}
        aria-busy={busy || undefined}
        onClick={handleClick}
      />
    </ConfigProvider>
  );
}
