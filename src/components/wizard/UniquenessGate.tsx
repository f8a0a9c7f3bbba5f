import type { UniquenessCheck } from '../hooks/useUniquenessCheck';
import { useFormSkuCheck } from '../form/SkuCheck';
import { useWizardGate } from './Wizard';

export interface UniquenessGateProps {
  /** The step that shows the checked field: leaving it (and the final submit) waits. */
  step: number;
  /** The form's check, read from its provider (useFormSkuCheck, useReferenceCheck). */
  useCheck: () => UniquenessCheck;
}

/**
 * A wizard's step that shows a checked field (a SKU, an order's reference) waits for a free value
 * before it is left, and so does the final submit. The check's context lives with the form
 * (components/form/uniquenessContext); the gate is the wizard's, so form never imports wizard.
 */
export function UniquenessGate({ step, useCheck }: UniquenessGateProps) {
  const check = useCheck();
  useWizardGate(step, async () => (await check.ensure()) === null);
  return null;
}

/** A catalogue wizard's step that shows the SKU waits for a free SKU (inside SkuCheckProvider). */
export function SkuGate({ step }: { step: number }) {
  return <UniquenessGate step={step} useCheck={useFormSkuCheck} />;
}
