import type { Tier } from '@/domain/contract';
import { roundCents } from '@/domain/format';
import type { PricingProposalRecord } from '../db/schema';

/**
 * The provider's standard rate card, by tier (AUD excluding GST). A higher tier commits to more
 * volume and pays less a unit. Pick and pack and receiving match what orders are priced at.
 */
const BASE_LINES: { service: string; unit: string; price: number }[] = [
  { service: 'Pick and pack', unit: 'per order', price: 3.5 },
  { service: 'Pick and pack, each extra item', unit: 'per item', price: 0.45 },
  { service: 'Receiving', unit: 'per item', price: 0.2 },
  { service: 'Pallet storage', unit: 'per pallet per week', price: 6.5 },
  { service: 'Shelf storage', unit: 'per shelf per week', price: 2.2 },
  { service: 'Returns processing', unit: 'per return', price: 4.0 },
  { service: 'Kitting and bundling', unit: 'per bundle', price: 0.8 },
];

/** Storage and handling off the base card, by tier. */
const TIER_DISCOUNT: Record<Tier, number> = { starter: 0, growth: 0.08, enterprise: 0.15 };

export function rateCard(tier: Tier, extraDiscount = 0) {
  const factor = 1 - TIER_DISCOUNT[tier] - extraDiscount;
  return BASE_LINES.map((line) => ({ ...line, price: roundCents(line.price * factor) }));
}

export const TIER_TITLE: Record<Tier, string> = {
  starter: 'Starter rate card',
  growth: 'Growth rate card',
  enterprise: 'Enterprise rate card',
};

export const PROPOSAL_NOTES =
  'Prices are in AUD and exclude GST (10 %). Storage is charged on the peak use of each week. ' +
  'Carrier charges are passed on at the rates shown when an order is booked.';

/** The standard proposal a new organisation is offered for its tier, valid 30 days. */
export function standardProposal(
  organisationId: number,
  tier: Tier,
  uid: string,
  now: number,
): Omit<PricingProposalRecord, 'id'> {
  const day = (offset: number) => new Date(now + offset * 86_400_000).toISOString().slice(0, 10);
  return {
    uid,
    organisation_id: organisationId,
    title: TIER_TITLE[tier],
    status: 'offered',
    valid_from: day(0),
    valid_until: day(30),
    lines: rateCard(tier),
    notes: PROPOSAL_NOTES,
    created_at: new Date(now).toISOString(),
  };
}
