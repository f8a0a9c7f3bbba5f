import { createContext, useContext } from 'react';
import type { UniquenessCheck } from '../hooks/useUniquenessCheck';

/**
 * The context a form's uniqueness check (a SKU, an order's reference) is shared through. Its
 * provider sits above a wizard's steps, so the check survives leaving the step that shows the
 * field (the wizard's UniquenessGate holds the step on it); `hook` and `provider` name them in the
 * error of a hook used outside the provider.
 */
export function uniquenessContext(hook: string, provider: string) {
  const Context = createContext<UniquenessCheck | null>(null);

  function useCheck(): UniquenessCheck {
    const check = useContext(Context);
    if (!check) throw new Error(`${hook} must be used inside ${provider}`);
    return check;
  }

  return { Provider: Context.Provider, useCheck };
}
