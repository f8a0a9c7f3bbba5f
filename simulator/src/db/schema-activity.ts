import type { ActivityAction, ActivityKind, FieldChange } from '@/domain/activity/activity';

/** One entry of an organisation's activity trail (activity/recorder.ts writes them). */
export interface ActivityRecord {
  id: number;
  organisation_id: number;
  actor_id: number;
  actor_name: string;
  /** The simulator's clock at the write, ISO. */
  at: string;
  kind: ActivityKind;
  record_id: number;
  record_uid: string | null;
  record_label: string;
  /** An order's direction (its screens are per direction); absent for other records. */
  record_direction?: 'inbound' | 'outbound';
  action: ActivityAction;
  /** For an edit, each changed field before → after; secrets are never here (activity/changes.ts). */
  changes: FieldChange[];
}
