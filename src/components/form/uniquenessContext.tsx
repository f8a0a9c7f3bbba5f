import { createContext, useContext } from 'react';
import type { UniquenessCheck } from '../hooks/useUniquenessCheck';
import { useWizardGate } from '../wizard/Wizard';

/**
 * The context a form's uniqueness check (a SKU, an order's reference) is shared through. Its
 * provider sits above a wizard's steps, so the check survives leaving the step that shows the
 * field; `hook` and `provider` name them in the error of a hook used outside the provider.
 */
export function uniquenessContext(hook: string, provider: string) {
  const Context = createContext<UniquenessCheck | null>(null);

  function useCheck(): UniquenessCheck {
    const check = useContext(Context);
    if (!check) throw new Error(`${hook} must be used inside ${provider}`);
    return check;
  }

  /** A wizard's step that shows the field (and the final submit) waits for a free value. */
  function WizardGate({ step }: { step: number }) {
    const check = useCheck();
    useWizardGate(step, async () => (await check.ensure()) === null);
    return null;
  }

  return { Provider: Context.Provider, useCheck, WizardGate };
}
