import { useFormikContext } from 'formik';
import { useCallback, type ReactNode } from 'react';
import { uniquenessContext } from '@/components/form/uniquenessContext';
import { UniquenessGate } from '@/components/wizard/UniquenessGate';
import { uniquenessNote } from '@/components/form/uniquenessNote';
import { useUniquenessCheck, type UniquenessCheck } from '@/components/hooks/useUniquenessCheck';
import { useCheckReferenceMutation } from '../api';

export const REFERENCE_TAKEN_MESSAGE =
  'Reference has already been used by another order: choose another';

const ReferenceCheckContext = uniquenessContext('useReferenceCheck', 'ReferenceCheckProvider');

interface ReferenceCheckProviderProps {
  /** Longer than this is the field's own error, not worth asking about. */
  max: number;
  children: ReactNode;
}

/**
 * Asks bookings/validate-uniqueness whether an order's reference is free while it is typed (both
 * wizards). It sits above the steps, so the gate holds on leaving Shipping and on the final submit.
 */
export function ReferenceCheckProvider({ max, children }: ReferenceCheckProviderProps) {
  const { values } = useFormikContext<{ reference: string }>();
  const trimmed = values.reference.trim();
  const [checkReference] = useCheckReferenceMutation();
  const check = useCallback(
    async (value: string) => ({ unique: await checkReference(value).unwrap(), message: null }),
    [checkReference],
  );
  const state = useUniquenessCheck(
    trimmed,
    trimmed.length > 0 && trimmed.length <= max,
    check,
    REFERENCE_TAKEN_MESSAGE,
  );
  return <ReferenceCheckContext.Provider value={state}>{children}</ReferenceCheckContext.Provider>;
}

export const useReferenceCheck = ReferenceCheckContext.useCheck;

/** Leaving the Shipping step (`step`, and submitting) waits for a free reference. */
export function ReferenceGate({ step }: { step: number }) {
  return <UniquenessGate step={step} useCheck={useReferenceCheck} />;
}

export const referenceNote = (check: UniquenessCheck) =>
  uniquenessNote(check, {
    checking: 'Checking the reference…',
    failed: 'The reference could not be checked now; it is checked again when the order is sent.',
    available: 'Reference is free',
  });
