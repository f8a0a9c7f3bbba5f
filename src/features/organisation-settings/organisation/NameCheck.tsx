import { useFormikContext } from 'formik';
import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { useServerFieldError } from '@/components/form/serverErrors';
import { uniquenessNote } from '@/components/form/uniquenessNote';
import { useUniquenessCheck, type UniquenessCheck } from '@/components/hooks/useUniquenessCheck';
import { useWizardGate } from '@/components/wizard/Wizard';
import {
  ORGANISATION_FIELDS,
  ORGANISATION_NAME_TAKEN,
  type OrganisationFormValues,
} from '@/domain/organisations/fields';
import { useLazyCheckOrganisationNameQuery } from '../api';
import { ORGANISATION_STEP } from './drafts';

const NameCheckContext = createContext<UniquenessCheck | null>(null);

/**
 * Asks organisations/validate-uniqueness whether the display name is free while it is typed, and
 * holds Basic Information (and the final submit) while it is taken. A check that cannot run
 * blocks nothing: the create checks again on the server.
 */
export function NameCheckProvider({ children }: { children: ReactNode }) {
  const { values } = useFormikContext<OrganisationFormValues>();
  const name = values.name.trim();
  const [trigger] = useLazyCheckOrganisationNameQuery();
  const check = useCallback((v: string) => trigger(v, true).unwrap(), [trigger]);
  const state = useUniquenessCheck(
    name,
    name.length > 0 && name.length <= ORGANISATION_FIELDS.name.max,
    check,
    ORGANISATION_NAME_TAKEN,
  );
  // Kept until the name changes: the server would refuse it again.
  const refused = useServerFieldError('name');
  useWizardGate(ORGANISATION_STEP.basic, async () => {
    if (refused) return false;
    return (await state.ensure()) === null;
  });
  return <NameCheckContext.Provider value={state}>{children}</NameCheckContext.Provider>;
}

export function useNameNote() {
  const check = useContext(NameCheckContext);
  return check
    ? uniquenessNote(check, {
        checking: 'Checking the name…',
        failed: 'The name could not be checked now; it is checked again when you save.',
        available: 'This name is free',
      })
    : undefined;
}
