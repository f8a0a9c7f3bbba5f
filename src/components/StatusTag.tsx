import { Tag } from 'antd';
import type { ReactNode } from 'react';
import type { StatusTone } from '@/lib/statusTone';

/**
 * antd Tag colours of the portal's three tones (pending orange, success green, inactive grey).
 * antd's preset tag colours keep AA contrast on their light backgrounds.
 */
const TONE_COLOUR: Record<StatusTone, string> = {
  pending: 'orange',
  success: 'green',
  inactive: 'default',
};

/** A pending state that is late (an overdue invoice): antd's deeper orange, still the same tone. */
const URGENT_COLOUR = 'volcano';

export interface StatusTagProps {
  tone: StatusTone;
  /** The status in words: always shown, so colour is never the only signal. */
  children: ReactNode;
  /** An icon before the words (decorative: give it aria-hidden). */
  icon?: ReactNode;
  /** Only for the pending tone: stand out from the other pending states without a fourth tone. */
  urgent?: boolean;
}

/** A record's status as a coloured tag; `data-tone` names its tone for styles and tests. */
export function StatusTag({ tone, children, icon, urgent = false }: StatusTagProps) {
  const colour = urgent && tone === 'pending' ? URGENT_COLOUR : TONE_COLOUR[tone];
  return (
    <Tag color={colour} data-tone={tone} icon={icon}>
      {children}
    </Tag>
  );
}
