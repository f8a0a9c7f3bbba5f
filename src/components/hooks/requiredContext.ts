import { createContext, useContext } from 'react';

/**
 * A context that means nothing outside its provider: its hook throws there, naming itself and the
 * provider it belongs under, so a misplaced component fails at once instead of reading null.
 */
export function requiredContext<T>(hook: string, provider: string) {
  const Context = createContext<T | null>(null);

  function useRequiredContext(): T {
    const value = useContext(Context);
    if (value === null) throw new Error(`${hook} must be used inside ${provider}`);
    return value;
  }

  return { Context, useRequiredContext };
}
