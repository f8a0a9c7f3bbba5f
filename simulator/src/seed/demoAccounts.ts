import type { Role } from '@/domain/contract';

/**
 * The accounts a person can sign in with, and the seeded invitation: plain data, no faker, so
 * READMEs, the HTTP server's banner and tests can name them without loading the generators.
 * accounts.ts and invitations.ts turn them into records.
 */

/** The password of every demo account. */
export const DEMO_PASSWORD = 'Password123!';

export interface DemoAccount {
  email: string;
  password: string;
  description: string;
}

export interface DemoUserSpec {
  email: string;
  first: string;
  last: string;
  verified: boolean;
  /** Role per organisation, in the order of ORGANISATION_PROFILES (null: not a member). */
  roles: (Role | null)[];
  description: string;
}

export const DEMO_USERS: readonly DemoUserSpec[] = [
  {
    email: 'owner@demo.test',
    first: 'Olivia',
    last: 'Nguyen',
    verified: true,
    roles: ['OWNER', 'OWNER', 'ADMIN'],
    description: 'OWNER of Koala Supply Co and Harbour & Finch, ADMIN of Outback Outfitters',
  },
  {
    email: 'admin@demo.test',
    first: 'Aiden',
    last: 'Clarke',
    verified: true,
    roles: ['ADMIN', null, null],
    description: 'ADMIN of Koala Supply Co',
  },
  {
    email: 'member@demo.test',
    first: 'Mia',
    last: 'Patel',
    verified: true,
    roles: ['MEMBER', null, null],
    description: 'MEMBER of Koala Supply Co (no billing, wallet or reports: the finance marker)',
  },
  {
    email: 'unverified@demo.test',
    first: 'Ursula',
    last: 'Byrne',
    verified: false,
    roles: ['MEMBER', null, null],
    description: 'MEMBER of Koala Supply Co with an unverified e-mail (user_verified false)',
  },
];

export const DEMO_ACCOUNTS: readonly DemoAccount[] = DEMO_USERS.map(({ email, description }) => ({
  email,
  password: DEMO_PASSWORD,
  description,
}));

/**
 * A pending invitation, so a newcomer can try accepting one: invited@demo.test, invited by
 * owner@demo.test to join Harbour & Finch as a MEMBER, with the invitation mail already in the
 * mailbox (seed/invitations.ts).
 */
export const SEED_INVITATION = {
  email: 'invited@demo.test',
  first: 'Isla',
  last: 'Morgan',
  organisation: 'Harbour & Finch',
  role: 'MEMBER',
  inviter: 'owner@demo.test',
} as const;
