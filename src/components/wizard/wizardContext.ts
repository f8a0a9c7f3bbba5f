import { useEffect, useRef } from 'react';
import { requiredContext } from '../hooks/requiredContext';

/** A check a step must pass after its rules (a uniqueness check): resolves false to stay. */
export type WizardGate = () => Promise<boolean>;

export interface WizardApi {
  step: number;
  stepCount: number;
  titles: readonly string[];
  /** Moves without validating (Review's Edit links). */
  goTo: (step: number) => void;
  /** Registers a gate for a step; returns its removal. */
  addGate: (step: number, gate: WizardGate) => () => void;
  /** True while Next or the submit runs. */
  busy: boolean;
}

/** `useWizard()`: the wizard a step body (or anything inside the wizard) is part of. */
export const { Context: WizardContext, useRequiredContext: useWizard } = requiredContext<WizardApi>(
  'useWizard',
  'a Wizard',
);

/**
 * Adds a check to leaving `step` forward and to the final submit (the SKU must be free). The gate
 * is read when it runs, so it may close over fresh state.
 */
export function useWizardGate(step: number, gate: WizardGate) {
  const { addGate } = useWizard();
  const latest = useRef(gate);
  useEffect(() => {
    latest.current = gate;
  });
  useEffect(() => addGate(step, () => latest.current()), [addGate, step]);
}
