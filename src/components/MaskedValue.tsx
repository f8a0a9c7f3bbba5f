import { Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { isMasked, MASKED_VALUE_TOOLTIP } from '@/domain/format';

export interface MaskedValueProps {
  value: string | number | null | undefined;
  /** Shown for null/undefined. */
  empty?: ReactNode;
}

/**
 * Any server text with '***' was masked for the user's role; say so instead of showing
 * asterisks without explanation. Focusable so keyboard users can reach the tooltip too.
 */
export function MaskedValue({ value, empty = null }: MaskedValueProps) {
  if (value === null || value === undefined) return <>{empty}</>;
  const text = String(value);
  if (!isMasked(text)) return <>{text}</>;
  return (
    <Tooltip title={MASKED_VALUE_TOOLTIP} trigger={['hover', 'focus']}>
      {/* A text-styled button: the one focusable element that may carry a label and a tooltip. */}
      <button type="button" className="masked-value" aria-label={`${text} (masked)`}>
        {text}
      </button>
    </Tooltip>
  );
}
