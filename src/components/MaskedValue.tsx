import { Tooltip } from 'antd';
import type { ReactNode } from 'react';

/** The text for a role-masked value (lower-case r, unlike the restricted control's tooltip). */
export const MASKED_VALUE_TOOLTIP = 'Access restricted due to your current role permissions';
export const MASK_MARKER = '***';

export function isMasked(value: unknown): boolean {
  return typeof value === 'string' && value.includes(MASK_MARKER);
}

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
