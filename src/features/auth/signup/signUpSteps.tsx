import type { WizardDefinition } from '@/components/wizard/Wizard';
import type { WizardStep } from '@/components/wizard/wizardSteps';
import { signUpStatus } from './request';
import { businessRules, getStartedRules, passwordRules, tierRules } from './schema';
import { BusinessDetailsStep } from './steps/BusinessDetailsStep';
import { GetStartedStep } from './steps/GetStartedStep';
import { PasswordStep } from './steps/PasswordStep';
import { TierStep } from './steps/TierStep';
import { FIELD_LABELS, type SignUpValues } from './values';

/** The four steps of the sign-up, in order, with their exact titles. */
export const SIGNUP_STEPS: readonly WizardStep<SignUpValues>[] = [
  {
    title: 'Get Started',
    fields: ['first_name', 'last_name', 'email'],
    schema: getStartedRules,
    body: <GetStartedStep />,
  },
  {
    title: 'Choose your password',
    fields: ['password', 'password_confirmation', 'terms_accepted'],
    schema: passwordRules,
    body: <PasswordStep />,
  },
  {
    title: 'Choose a tier',
    fields: ['tier'],
    schema: tierRules,
    body: <TierStep />,
  },
  {
    title: 'Your Business Details',
    fields: ['organisation_name', 'legal_name', 'website', 'phone', 'country'],
    schema: businessRules,
    body: <BusinessDetailsStep />,
  },
];

/** The sign-up's refusals may also name no field (base errors): its own status shows those. */
export const SIGNUP_WIZARD: WizardDefinition<SignUpValues> = {
  id: 'signup',
  label: 'Sign up',
  steps: SIGNUP_STEPS,
  labels: FIELD_LABELS,
  toStatus: signUpStatus,
  submitLabel: "Let's Roll",
};

export const EMAIL_STEP = 0;
export const PASSWORD_STEP = 1;
export const LAST_STEP = SIGNUP_STEPS.length - 1;
