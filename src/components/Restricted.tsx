import { Tooltip } from 'antd';
import { cloneElement, type ReactElement } from 'react';
import { useAppSelector } from '@/core/hooks';
import {
  ACCESS_RESTRICTED_TOOLTIP,
  isAllowed,
  type AccessRule,
} from '@/lib/permissions/accessControl';

export interface RestrictedProps {
  /** Decide from the signed-in user's role… */
  rule?: AccessRule;
  /** …or pass the answer directly (wins over `rule`). */
  allowed?: boolean;
  /** A control that understands `disabled` (antd Button, Switch, Input…). */
  children: ReactElement<{ disabled?: boolean }>;
}

/** Whether the signed-in user may perform `rule`; no user means no. */
export function useIsAllowed(rule?: AccessRule): boolean {
  const user = useAppSelector((s) => s.session.user);
  return user ? isAllowed(user, rule) : false;
}

/**
 * A control the role may not use stays visible but disabled, with the restricted tooltip.
 * A disabled control fires no mouse events, so the tooltip hangs on a focusable wrapper instead.
 */
export function Restricted({ rule, allowed, children }: RestrictedProps) {
  const fromRule = useIsAllowed(rule);
  const ok = allowed ?? fromRule;
  if (ok) return children;
  return (
    <Tooltip title={ACCESS_RESTRICTED_TOOLTIP} trigger={['hover', 'focus']}>
      {/* A disabled control cannot take focus, so the wrapper does, letting keyboard users reach
          the explanation. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <span className="restricted" tabIndex={0} aria-disabled="true">
        {cloneElement(children, { disabled: true })}
      </span>
    </Tooltip>
  );
}
