import { Tag } from 'antd';
import type { MemberStatus } from '@/api/contract';
import type { StatusTone } from '@/lib/orders/status';

/** The portal's three status tones: active green (success), invited orange (pending), inactive grey. */
const TONE: Record<MemberStatus, StatusTone> = {
  active: 'success',
  invited: 'pending',
  inactive: 'inactive',
};
const TAG_COLOUR: Record<StatusTone, string> = {
  pending: 'orange',
  success: 'green',
  inactive: 'default',
};
export const MEMBER_STATUS_LABEL: Record<MemberStatus, string> = {
  active: 'Active',
  invited: 'Invited',
  inactive: 'Inactive',
};

/** A member's status as a badge; the text says it, so colour is never the only signal. */
export function MemberStatusBadge({ status }: { status: MemberStatus }) {
  const tone = TONE[status];
  return (
    <Tag color={TAG_COLOUR[tone]} data-tone={tone}>
      {MEMBER_STATUS_LABEL[status]}
    </Tag>
  );
}
