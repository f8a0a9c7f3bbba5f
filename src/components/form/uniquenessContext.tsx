import { requiredContext } from '../hooks/requiredContext';
import type { UniquenessCheck } from '../hooks/useUniquenessCheck';

/**
 * The context a form's uniqueness check (a SKU, an order's reference) is shared through. Its
 * provider sits above a wizard's steps, so the check survives leaving the step that shows the
 * field (the wizard's UniquenessGate holds the step on it); `hook` and `provider` name them in the
 * error of a hook used outside the provider.
 */
export function uniquenessContext(hook: string, provider: string) {
  const { Context, useRequiredContext } = requiredContext<UniquenessCheck>(hook, provider);
  return { Provider: Context.Provider, useCheck: useRequiredContext };
}
