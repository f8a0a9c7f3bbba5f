import type { PricingProposalRecord } from '../db/schema';
import type { AccountsSeed } from './accounts';

/** Pricing proposals offered to the seeded organisations. */
export function seedPricingProposals(_accounts: AccountsSeed): PricingProposalRecord[] {
  return [];
}
