import type { ServerCache } from './baseApiLoader';
import type { SearchClients } from './search/searchClient';
import type { Transport } from './transport';

/**
 * What the API layer needs of the app's context (src/core/appContext.ts), which the store hands
 * to thunks, listeners and RTK Query's queries as their `extra` argument.
 */
export interface ApiContext {
  transport: Transport;
  serverCache: ServerCache;
  search: SearchClients;
}

/** The transport of a thunk's, listener's or query's `extra` argument (the app's context). */
export function transportOf(extra: unknown): Transport {
  return contextOf(extra).transport;
}

export function contextOf(extra: unknown): ApiContext {
  const context = extra as Partial<ApiContext> | undefined;
  if (!context?.transport) throw new Error('the store was made without an app context');
  return context as ApiContext;
}
