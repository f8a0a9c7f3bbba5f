import { createContext, useContext, useEffect, useRef } from 'react';

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

export const WizardContext = createContext<WizardApi | null>(null);

/** The wizard a step body (or anything inside the wizard) is part of. */
export function useWizard(): WizardApi {
  const api = useContext(WizardContext);
  if (!api) throw new Error('useWizard must be used inside a Wizard');
  return api;
}

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
