import { Button } from 'antd';
import type { ReactNode } from 'react';
import { LoadingButton } from '../LoadingButton';

/** The ways out of a code screen; each button shows only when its handler is given. */
export interface WayOutProps {
  onLogOut?: () => unknown;
  onCancel?: () => void;
}

/**
 * The actions row of the code screen and of the limit screen: anything the screen adds first
 * (Change e-mail), then Cancel and Log out, so both screens offer the same exits.
 */
export function WayOut({ onLogOut, onCancel, children }: WayOutProps & { children?: ReactNode }) {
  return (
    <div className="otp-screen__actions">
      {children}
      {onCancel && <Button onClick={onCancel}>Cancel</Button>}
      {onLogOut && <LoadingButton onClick={onLogOut}>Log out</LoadingButton>}
    </div>
  );
}
