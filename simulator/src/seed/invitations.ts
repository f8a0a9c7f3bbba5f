import { newUser } from '../db/newUser';
import type { InvitationRecord, MailRecord } from '../db/schema';
import { sha256Hex } from '../lib/hash';
import { invitationMail } from '../mail/templates';
import type { AccountsSeed } from './accounts';
import { DAY_MS, type SeedContext } from './context';
import { SEED_INVITATION } from './demoAccounts';

/**
 * The pending invitation of SEED_INVITATION (demoAccounts.ts), with its mail already in the
 * mailbox. The link is relative (`/auth/accept-invitation?invitation_token=…`): it opens in
 * whichever origin the portal runs on. Sent a day before the seed's "today", so it has 6 of its
 * 7 days left (the browser and HTTP server move the dates to the day they seed).
 */
export { SEED_INVITATION } from './demoAccounts';

export function seedInvitations(
  ctx: SeedContext,
  accounts: AccountsSeed,
): { invitations: InvitationRecord[]; mails: MailRecord[] } {
  const { users, memberships, organisations } = accounts;
  const organisation = organisations.find((o) => o.name === SEED_INVITATION.organisation)!;
  const inviter = users.find((u) => u.email === SEED_INVITATION.inviter)!;
  const sentAt = ctx.daysAgo(1);
  // No password until the invitation is accepted: sign-in is impossible before that.
  const invitee = {
    id: users.length + 1,
    ...newUser({
      email: SEED_INVITATION.email,
      first_name: SEED_INVITATION.first,
      last_name: SEED_INVITATION.last,
      created_at: sentAt,
    }),
  };
  users.push(invitee);
  const membership = {
    id: memberships.length + 1,
    user_id: invitee.id,
    organisation_id: organisation.id,
    role: SEED_INVITATION.role,
    status: 'invited' as const,
    created_at: sentAt,
  };
  memberships.push(membership);

  const token = ctx.faker.string.alphanumeric(32);
  const invitation: InvitationRecord = {
    id: 1,
    organisation_id: organisation.id,
    membership_id: membership.id,
    invited_by_user_id: inviter.id,
    user_id: invitee.id,
    email: invitee.email,
    first_name: invitee.first_name,
    last_name: invitee.last_name,
    role: SEED_INVITATION.role,
    token_digest: sha256Hex(token),
    created_at: sentAt,
    expires_at: new Date(Date.parse(sentAt) + 7 * DAY_MS).toISOString(),
    used_at: null,
  };
  const mail = invitationMail(
    invitee.email,
    {
      firstName: invitee.first_name,
      inviter: `${inviter.first_name} ${inviter.last_name}`,
      organisation: organisation.name,
      role: SEED_INVITATION.role,
    },
    `/auth/accept-invitation?invitation_token=${token}`,
  );
  return { invitations: [invitation], mails: [{ id: 1, ...mail, sent_at: sentAt }] };
}
