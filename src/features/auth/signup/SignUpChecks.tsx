import { useFormikContext } from 'formik';
import { useCallback, type ReactNode } from 'react';
import { useServerFieldError } from '@/components/form/serverErrors';
import { useUniquenessCheck } from '@/components/hooks/useUniquenessCheck';
import { useWizardGate } from '@/components/wizard/Wizard';
import { isValidEmail } from '@/domain/validation/rules';
import { useLazyCheckEmailUniqueQuery, useLazyCheckOrganisationNameUniqueQuery } from './api';
import { SignUpWizardContext } from './signUpContext';
import { EMAIL_STEP, LAST_STEP, SIGNUP_STEPS } from './signUpSteps';
import { useCountries } from './useCountries';
import { SIGNUP_FIELDS, type SignUpValues } from './values';

export const EMAIL_TAKEN = 'Email has already been taken';
export const ORGANISATION_TAKEN = 'Organisation name has already been taken';

const ORGANISATION_MAX = SIGNUP_FIELDS.organisation_name.max;

/**
 * Holds a step while a server refusal still shows on one of its fields: the person changes the
 * value before going on (the server would refuse it again).
 */
function ServerRefusalGate({ step, name }: { step: number; name: string }) {
  const refused = useServerFieldError(name);
  useWizardGate(step, async () => !refused);
  return null;
}

/**
 * What the whole wizard shares (the steps' `wrap`): the e-mail and organisation-name checks,
 * asked while the person types and again on Next of their step and on the final submit, and
 * the countries, asked for as soon as the wizard opens so the last step rarely waits.
 */
export function SignUpChecks({ children }: { children: ReactNode }) {
  const { values } = useFormikContext<SignUpValues>();
  const countries = useCountries();

  const [triggerEmail] = useLazyCheckEmailUniqueQuery();
  const [triggerOrganisation] = useLazyCheckOrganisationNameUniqueQuery();
  const checkEmail = useCallback((v: string) => triggerEmail(v, true).unwrap(), [triggerEmail]);
  const checkOrganisation = useCallback(
    (v: string) => triggerOrganisation(v, true).unwrap(),
    [triggerOrganisation],
  );
  const email = values.email.trim().toLowerCase();
  const emailCheck = useUniquenessCheck(email, isValidEmail(email), checkEmail, EMAIL_TAKEN);
  const organisation = values.organisation_name.trim();
  const organisationCheck = useUniquenessCheck(
    organisation,
    organisation.length > 0 && organisation.length <= ORGANISATION_MAX,
    checkOrganisation,
    ORGANISATION_TAKEN,
  );

  // Taken stays on the step; a check that cannot run lets the person go on (the server decides).
  useWizardGate(EMAIL_STEP, async () => (await emailCheck.ensure()) === null);
  useWizardGate(LAST_STEP, async () => (await organisationCheck.ensure()) === null);

  return (
    <SignUpWizardContext.Provider value={{ emailCheck, organisationCheck, countries }}>
      {SIGNUP_STEPS.flatMap((step, index) =>
        step.fields.map((name) => <ServerRefusalGate key={name} step={index} name={name} />),
      )}
      {children}
    </SignUpWizardContext.Provider>
  );
}
