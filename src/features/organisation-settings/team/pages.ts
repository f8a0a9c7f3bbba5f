import type { PageLoader } from '@/core/routing/pageRoute';

/** The pages of this part of the organisation settings, each a lazy chunk. */
export const teamPages = {
  members: async () => (await import('./MembersPage')).MembersPage,
  inviteMember: async () => (await import('./InviteMemberPage')).InviteMemberPage,
  memberEdit: async () => (await import('./EditMemberPage')).EditMemberPage,
  functions: async () => (await import('./FunctionsPage')).FunctionsPage,
} satisfies Record<string, PageLoader>;
