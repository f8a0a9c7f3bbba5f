import { createContext, useContext, type ReactNode } from 'react';
import { contextOf, type ApiContext } from '@/api/apiContext';
import type { Navigation } from './navigation/navigator';

/**
 * Everything of one running app that is not in the store: its transport (HTTP configuration,
 * axios instance, the hold before the first request), navigation (the router), the RTK Query
 * cache's attachment and the search clients. Built once per app by createAppContext
 * (src/app/appContext.ts), never kept at module level: thunks, listeners and queries get it as
 * their `extra` argument, React through AppContextProvider / useAppContext. A test builds its own
 * per store, so no test can leave anything behind for another.
 */
export interface AppContext extends ApiContext {
  navigation: Navigation;
}

/** The app context of a thunk's, listener's or query's `extra` argument. */
export function appContextOf(extra: unknown): AppContext {
  return contextOf(extra) as AppContext;
}

const ReactAppContext = createContext<AppContext | null>(null);

export function AppContextProvider({
  context,
  children,
}: {
  context: AppContext;
  children: ReactNode;
}) {
  return <ReactAppContext.Provider value={context}>{children}</ReactAppContext.Provider>;
}

/** The app's context; rendering outside AppContextProvider is a mistake. */
export function useAppContext(): AppContext {
  const context = useContext(ReactAppContext);
  if (!context) throw new Error('useAppContext: no AppContextProvider above this component');
  return context;
}

/** The app's context, or null for a component rendered on its own (a kit component's test). */
export function useAppContextIfAny(): AppContext | null {
  return useContext(ReactAppContext);
}
