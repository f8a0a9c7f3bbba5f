import type { FieldNote } from '@/components/form/FormField';
import { uniquenessNote } from '@/components/form/uniquenessNote';
import type { UniquenessCheck } from '@/components/hooks/useUniquenessCheck';
import { requiredContext } from '@/components/hooks/requiredContext';
import type { CountriesState } from './useCountries';

/** What the steps need beyond formik: the uniqueness checks and the country list. */
export interface SignUpWizardState {
  emailCheck: UniquenessCheck;
  organisationCheck: UniquenessCheck;
  countries: CountriesState;
}

export const { Context: SignUpWizardContext, useRequiredContext: useSignUpWizard } =
  requiredContext<SignUpWizardState>('useSignUpWizard', 'the sign-up wizard');

export const CHECKING_MESSAGE = 'Checking availability…';
export const CHECK_FAILED_MESSAGE =
  "We couldn't check this just now. We'll check again when you finish.";

/** A uniqueness check of the sign-up as its field shows it (the tick says "free"). */
export const checkNote = (check: UniquenessCheck): FieldNote | undefined =>
  uniquenessNote(check, { checking: CHECKING_MESSAGE, failed: CHECK_FAILED_MESSAGE });
