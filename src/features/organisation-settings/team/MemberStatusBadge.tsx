import type { MemberStatus } from '@/domain/contract';
import { StatusTag } from '@/components/StatusTag';
import type { StatusTone } from '@/lib/statusTone';

/** The portal's three status tones: active green (success), invited orange (pending), inactive grey. */
const TONE: Record<MemberStatus, StatusTone> = {
  active: 'success',
  invited: 'pending',
  inactive: 'inactive',
};
export const MEMBER_STATUS_LABEL: Record<MemberStatus, string> = {
  active: 'Active',
  invited: 'Invited',
  inactive: 'Inactive',
};

/** A member's status as a badge; the text says it, so colour is never the only signal. */
export function MemberStatusBadge({ status }: { status: MemberStatus }) {
  return <StatusTag tone={TONE[status]}>{MEMBER_STATUS_LABEL[status]}</StatusTag>;
}
