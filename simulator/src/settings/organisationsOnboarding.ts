import type { OrganisationRecord, UserRecord } from '../db/schema';
import type { SimulatorStore } from '../db/store';
import { isServiceable } from './organisations';

/** Where the provider's onboarding team reads enquiries (the simulator's mailbox). */
export const ONBOARDING_TEAM_EMAIL = 'onboarding@warehouse.example';
export const ONBOARDING_MESSAGE_MAX = 1000;
export const ENQUIRY_SENT = 'Onboarding enquiry sent';

/**
 * An onboarding enquiry: the onboarding team gets the organisation's details and the merchant's
 * note; the sender gets a confirmation saying what happens next. Nothing else changes: the
 * organisation stays not serviceable until the team assigns it a warehouse.
 */
export function sendOnboardingEnquiry(
  store: SimulatorStore,
  organisation: OrganisationRecord,
  sender: UserRecord,
  message: string,
) {
  const who = `${sender.first_name} ${sender.last_name} <${sender.email}>`;
  const state = isServiceable(organisation)
    ? 'It is already served by a warehouse (this is a further request).'
    : 'It has no warehouse yet.';
  store.sendMail({
    to: ONBOARDING_TEAM_EMAIL,
    subject: `Onboarding enquiry: ${organisation.name}`,
    text: [
      `${who} asks to onboard ${organisation.name} (${organisation.legal_name}, tier ${organisation.tier}).`,
      state,
      `Company email: ${organisation.company_email}`,
      `Phone: ${organisation.phone || 'not given'}`,
      `Website: ${organisation.website || 'not given'}`,
      '',
      message || '(no message)',
    ].join('\n'),
  });
  store.sendMail({
    to: sender.email,
    subject: `We received your onboarding enquiry for ${organisation.name}`,
    text: [
      `Hi ${sender.first_name},`,
      '',
      `Thank you: our onboarding team has your enquiry for ${organisation.name} and will contact you within one business day.`,
      'They will agree your pricing and assign the warehouse that will hold your stock. Until then the organisation cannot receive stock or ship orders.',
    ].join('\n'),
  });
}
