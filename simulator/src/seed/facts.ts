/**
 * Everything about the seed that code may import without loading the generators and faker
 * (a test checks it): the demo accounts, the seeded invitation, the organisations' profiles,
 * the seed kinds and dates, and the rebase that moves a stored seed's dates to today.
 * `./index.ts` re-exports these too, next to the generators.
 */
export { DEMO_ACCOUNTS, DEMO_PASSWORD, SEED_INVITATION, type DemoAccount } from './demoAccounts';
export {
  DAY_MS,
  isSeedKind,
  LARGE_SEED,
  round2,
  SEED_KINDS,
  SEED_NUMBER,
  SEED_REFERENCE_DATE,
  type SeedKind,
} from './constants';
export { ORGANISATION_PROFILES, type OrganisationProfile } from './profiles';
export { rebaseSnapshot } from './rebase';
