import { useFormikContext } from 'formik';
import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { uniquenessNote } from '@/components/form/uniquenessNote';
import { useUniquenessCheck, type UniquenessCheck } from '@/components/hooks/useUniquenessCheck';
import { useWizardGate } from '@/components/wizard/Wizard';
import { INBOUND_SHIPPING_FIELDS } from '@/lib/fields/order';
import { useCheckReferenceMutation } from '../api';
import { SHIPPING_STEP, type InboundFormValues } from './values';

export const REFERENCE_TAKEN_MESSAGE =
  'Reference has already been used by another order: choose another';
const REFERENCE_MAX = INBOUND_SHIPPING_FIELDS.reference.max;

const ReferenceCheckContext = createContext<UniquenessCheck | null>(null);

/**
 * Asks bookings/validate-uniqueness whether the order's reference is free while it is typed. It
 * sits above the steps, so the gate below holds on leaving Shipping and on the final submit.
 */
export function ReferenceCheckProvider({ children }: { children: ReactNode }) {
  const { values } = useFormikContext<InboundFormValues>();
  const reference = values.reference.trim();
  const [checkReference] = useCheckReferenceMutation();
  const check = useCallback(
    async (value: string) => ({
      unique: await checkReference(value).unwrap(),
      message: null,
    }),
    [checkReference],
  );
  const state = useUniquenessCheck(
    reference,
    reference.length > 0 && reference.length <= REFERENCE_MAX,
    check,
    REFERENCE_TAKEN_MESSAGE,
  );
  return <ReferenceCheckContext.Provider value={state}>{children}</ReferenceCheckContext.Provider>;
}

export function useReferenceCheck(): UniquenessCheck {
  const check = useContext(ReferenceCheckContext);
  if (!check) throw new Error('useReferenceCheck must be used inside ReferenceCheckProvider');
  return check;
}

/** Leaving Shipping (and submitting) waits for a free reference. */
export function ReferenceGate() {
  const check = useReferenceCheck();
  useWizardGate(SHIPPING_STEP, async () => (await check.ensure()) === null);
  return null;
}

export const referenceNote = (check: UniquenessCheck) =>
  uniquenessNote(check, {
    checking: 'Checking the reference…',
    failed: 'The reference could not be checked now; it is checked again when the order is sent.',
    available: 'Reference is free',
  });
