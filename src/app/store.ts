import {
  combineSlices,
  configureStore,
  createDynamicMiddleware,
  createListenerMiddleware,
} from '@reduxjs/toolkit';
import { abortAbandonedReads } from '@/api/abandonedReads';
import type { BaseApi } from '@/api/baseApiLoader';
import { registerCableListeners } from '@/core/cable/cableListeners';
import { registerSessionListeners } from '@/core/session/sessionListeners';
import { sessionSlice, type SessionState } from '@/core/session/sessionSlice';
import { createAppContext, type AppContext } from './appContext';

/** RTK Query's cache joins the state when the API first loads (ServerCache, src/api/baseApiLoader.ts). */
const rootReducer = combineSlices(sessionSlice).withLazyLoadedSlices<{
  api: ReturnType<BaseApi['reducer']>;
}>();

export type RootState = ReturnType<typeof rootReducer>;

/**
 * A fresh store over an app context (a new one unless given): thunks, listeners and queries get
 * the context as their `extra` argument, and `store.context` hands it to React (Providers) and
 * to tests. Tests pass a preloaded session, and close each store once its test is done.
 */
export function makeStore(
  preloaded?: { session?: SessionState },
  context: AppContext = createAppContext(),
) {
  const listener = createListenerMiddleware<{ session: SessionState }>({ extra: context });
  registerSessionListeners(listener);
  const closeLiveUpdates = registerCableListeners(listener);
  const apiMiddleware = createDynamicMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloaded as Partial<RootState> | undefined,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: context } })
        .prepend(listener.middleware)
        .concat(apiMiddleware.middleware),
  });
  context.serverCache.whenLoaded((api) => {
    rootReducer.inject({ reducerPath: api.reducerPath, reducer: api.reducer });
    // Before the API's own middleware, which consumes the unsubscribe it watches for.
    apiMiddleware.addMiddleware(abortAbandonedReads(api), api.middleware);
    // The cache's state is created by the next action: before any query can read it.
    store.dispatch({ type: 'app/serverCacheAttached' });
  });
  return Object.assign(store, {
    context,
    /** Ends what would outlive the app (live updates): for an app gone before its page. */
    close: closeLiveUpdates,
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
