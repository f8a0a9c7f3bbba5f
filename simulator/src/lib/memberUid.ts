import type { MembershipRecord } from '../db/schema';
import { stableUid } from './hash';

/**
 * A membership's public id: derived from its record, so it never changes (not even when the
 * person changes their e-mail) and says nothing about the person. Here, below the team rules,
 * so the activity trail can name members without joining the handlers' import cycle.
 */
export const memberUid = (membership: Pick<MembershipRecord, 'id'>) =>
  stableUid('membership', String(membership.id));
