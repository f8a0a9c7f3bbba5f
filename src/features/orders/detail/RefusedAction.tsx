import { Button } from 'antd';
import type { ReactNode } from 'react';
import { Restricted } from '@/components/Restricted';

/**
 * An action the order's state refuses: the shared Restricted control with the state's reason
 * instead of the role's (tooltip on a focusable wrapper, and the button's description).
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
  return (
    <Restricted allowed={false} reason={reason} reasonId={`${id}-refusal`} showReason={showReason}>
      <Button icon={icon}>{label}</Button>
    </Restricted>
  );
}
