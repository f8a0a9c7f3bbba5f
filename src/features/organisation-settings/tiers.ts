import type { Tier } from '@/domain/contract';

/** How a tier reads on the settings pages. */
export const TIER_LABEL: Record<Tier, string> = {
  starter: 'Starter',
  growth: 'Growth',
  enterprise: 'Enterprise',
};
