import { Tooltip } from 'antd';
import { cloneElement, type ReactElement } from 'react';
import { useAppSelector } from '@/core/hooks';
import {
  ACCESS_RESTRICTED_TOOLTIP,
  isAllowed,
  type AccessRule,
} from '@/domain/permissions/accessControl';

export interface RestrictedProps {
  /** Decide from the signed-in user's role… */
  rule?: AccessRule;
  /** …or pass the answer directly (wins over `rule`). */
  allowed?: boolean;
  /**
   * Why the control is refused, when it is not the role (an order's state): the tooltip says
   * this instead, and it is the control's description for screen readers. Needs `reasonId`.
   */
  reason?: string;
  /** The id of the reason's text; required with `reason`. */
  reasonId?: string;
  /** Print the reason beside the control too, not only in the tooltip. */
  showReason?: boolean;
  /** A control that understands `disabled` (antd Button, Switch, Input…). */
  children: ReactElement<{ disabled?: boolean; 'aria-describedby'?: string }>;
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
export function Restricted({
  rule,
  allowed,
  reason,
  reasonId,
  showReason = false,
  children,
}: RestrictedProps) {
  const fromRule = useIsAllowed(rule);
  const ok = allowed ?? fromRule;
  if (ok) return children;
  const described = reason && reasonId ? reasonId : undefined;
  return (
    <Tooltip title={reason ?? ACCESS_RESTRICTED_TOOLTIP} trigger={['hover', 'focus']}>
      {/* A disabled control cannot take focus, so the wrapper does, letting keyboard users reach
          the explanation. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <span className="restricted" tabIndex={0} aria-disabled="true" aria-describedby={described}>
        {cloneElement(children, { disabled: true, 'aria-describedby': described })}
        {described && (
          <span id={described} className={showReason ? 'restricted-reason' : 'visually-hidden'}>
            {reason}
          </span>
        )}
      </span>
    </Tooltip>
  );
}
