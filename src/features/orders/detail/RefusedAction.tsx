import { Button, Tooltip } from 'antd';
import type { ReactNode } from 'react';

/**
 * An action the order's state refuses: visible but disabled, with the reason as a tooltip on a
 * focusable wrapper (a disabled button takes no focus and fires no mouse events) and as the
 * button's description, so keyboard and screen-reader users learn why too.
 */
export function RefusedAction({
  id,
  label,
  icon,
  reason,
  showReason = false,
}: {
  id: string;
  label: string;
  icon?: ReactNode;
  reason: string;
  /** Print the reason beside the button too (where the page has room to explain). */
  showReason?: boolean;
}) {
  const reasonId = `${id}-refusal`;
  return (
    <Tooltip title={reason} trigger={['hover', 'focus']}>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <span className="restricted" tabIndex={0} aria-disabled="true" aria-describedby={reasonId}>
        <Button disabled icon={icon} aria-describedby={reasonId}>
          {label}
        </Button>
        <span id={reasonId} className={showReason ? 'order-refusal-text' : 'visually-hidden'}>
          {reason}
        </span>
      </span>
    </Tooltip>
  );
}
