/** The records of organisation proposals (pricing offered to an organisation). */

/** A pricing proposal offered to an organisation (organisations/{id}/pricing_proposals). */
export interface PricingProposalRecord {
  id: number;
  uid: string;
  organisation_id: number;
  title: string;
  status: 'accepted' | 'offered' | 'expired';
  valid_from: string;
  valid_until: string | null;
  /** One priced service per line, AUD excluding GST. */
  lines: { service: string; unit: string; price: number }[];
  notes: string;
  created_at: string;
}
