import type { PricingProposalRecord } from '../db/schema';
import { stableUid } from '../lib/hash';
import { PROPOSAL_NOTES, rateCard, TIER_TITLE } from '../settings/organisationsPricing';
import type { AccountsSeed } from './accounts';
import { DAY_MS, SEED_REFERENCE_DATE } from './constants';

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Pricing proposals offered to the seeded organisations, by plain arithmetic (no faker, so every
 * other record stays as it is): the introductory offer made when each organisation joined (now
 * expired), the tier's rate card it accepted a month later and pays today, and, for
 * organisations on the growth tier, a renewal with a volume discount waiting for an answer.
 */
export function seedPricingProposals(accounts: AccountsSeed): PricingProposalRecord[] {
  const proposals: PricingProposalRecord[] = [];
  const add = (record: Omit<PricingProposalRecord, 'id'>) =>
    proposals.push({ id: proposals.length + 1, ...record });
  for (const organisation of accounts.organisations) {
    const joined = Date.parse(organisation.created_at);
    const uid = (kind: string) => stableUid('proposal', `${organisation.uid}:${kind}`);
    add({
      uid: uid('introductory'),
      organisation_id: organisation.id,
      title: 'Introductory offer',
      status: 'expired',
      valid_from: isoDay(joined),
      valid_until: isoDay(joined + 30 * DAY_MS),
      lines: rateCard('starter'),
      notes: PROPOSAL_NOTES,
      created_at: new Date(joined).toISOString(),
    });
    const accepted = joined + 30 * DAY_MS;
    add({
      uid: uid('current'),
      organisation_id: organisation.id,
      title: TIER_TITLE[organisation.tier],
      status: 'accepted',
      valid_from: isoDay(accepted),
      valid_until: null,
      lines: rateCard(organisation.tier),
      notes: PROPOSAL_NOTES,
      created_at: new Date(accepted).toISOString(),
    });
    if (organisation.tier === 'growth') {
      const offered = SEED_REFERENCE_DATE - 5 * DAY_MS;
      add({
        uid: uid('renewal'),
        organisation_id: organisation.id,
        title: 'Renewal with volume discount',
        status: 'offered',
        valid_from: isoDay(offered),
        valid_until: isoDay(offered + 30 * DAY_MS),
        lines: rateCard(organisation.tier, 0.05),
        notes: `${PROPOSAL_NOTES} The volume discount applies while you ship at least 2,000 orders a month.`,
        created_at: new Date(offered).toISOString(),
      });
    }
  }
  return proposals;
}
