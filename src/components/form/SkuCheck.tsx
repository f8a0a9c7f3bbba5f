import { useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import {
  SKU_CHECK_FAILED_MESSAGE,
  SKU_CHECKING_MESSAGE,
  useSkuCheck,
  type SkuCheckOptions,
} from '../hooks/useSkuCheck';
import type { UniquenessCheck } from '../hooks/useUniquenessCheck';
import { useBeforeSubmit } from './beforeSubmit';
import type { FieldNote } from './FormField';
import { uniquenessContext } from './uniquenessContext';
import { uniquenessNote } from './uniquenessNote';

export const SKU_AVAILABLE_MESSAGE = 'SKU is available';

const SkuCheckContext = uniquenessContext('useFormSkuCheck', 'SkuCheckProvider');

/**
 * Inside a catalogue form's formik (products and bundles share one SKU space): asks whether the
 * form's `sku` is free while it is typed, for the SKU field's note and for the checks before
 * leaving a wizard step or saving. It sits above a wizard's steps, so the check survives leaving
 * the step that shows the SKU.
 */
export function SkuCheckProvider({
  children,
  ...options
}: SkuCheckOptions & { children: ReactNode }) {
  const { values } = useFormikContext<{ sku: string }>();
  const check = useSkuCheck(values.sku, options);
  return <SkuCheckContext.Provider value={check}>{children}</SkuCheckContext.Provider>;
}

/** The form's SKU check (inside SkuCheckProvider). */
export const useFormSkuCheck = SkuCheckContext.useCheck;

/** An edit form's Save waits for a free SKU (inside EditForm). */
export function SkuSaveGate() {
  const check = useFormSkuCheck();
  useBeforeSubmit(async () => (await check.ensure()) === null);
  return null;
}

/** What the SKU field shows about the check (`available` empty where the tick says it all). */
export const skuNote = (check: UniquenessCheck, available = ''): FieldNote | undefined =>
  uniquenessNote(check, {
    checking: SKU_CHECKING_MESSAGE,
    failed: SKU_CHECK_FAILED_MESSAGE,
    available,
  });
