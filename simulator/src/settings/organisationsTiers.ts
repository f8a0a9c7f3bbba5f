import type { Tier } from '@/domain/contract';

/** How organisations/new names and explains each tier to the add wizard. */
export const TIER_NAMES: Record<Tier, string> = {
  starter: 'Starter',
  growth: 'Growth',
  enterprise: 'Enterprise',
};

export const TIER_DESCRIPTIONS: Record<Tier, string> = {
  starter: 'Up to 500 orders a month, standard rates, e-mail support.',
  growth: 'Up to 5,000 orders a month, lower storage and handling rates, chat support.',
  enterprise: 'Any volume, our best rates and an account manager.',
};
