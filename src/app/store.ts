import {
  combineSlices,
  configureStore,
  createDynamicMiddleware,
  createListenerMiddleware,
} from '@reduxjs/toolkit';
import { abortAbandonedReads } from '@/api/abandonedReads';
import { whenBaseApiLoaded, type BaseApi } from '@/api/baseApiLoader';
import { registerCableListeners } from '@/core/cable/cableListeners';
import { registerSessionListeners } from '@/core/session/sessionListeners';
import { sessionSlice, type SessionState } from '@/core/session/sessionSlice';

/** RTK Query's cache joins the state when the API first loads (src/api/baseApiLoader.ts). */
const rootReducer = combineSlices(sessionSlice).withLazyLoadedSlices<{
  api: ReturnType<BaseApi['reducer']>;
}>();

export type RootState = ReturnType<typeof rootReducer>;

/** A fresh store; tests pass a preloaded session. */
export function makeStore(preloaded?: { session?: SessionState }) {
  const listener = createListenerMiddleware<{ session: SessionState }>();
  registerSessionListeners(listener);
  registerCableListeners(listener);
  const apiMiddleware = createDynamicMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloaded as Partial<RootState> | undefined,
    middleware: (getDefault) =>
      getDefault().prepend(listener.middleware).concat(apiMiddleware.middleware),
  });
  whenBaseApiLoaded((api) => {
    rootReducer.inject({ reducerPath: api.reducerPath, reducer: api.reducer });
    // Before the API's own middleware, which consumes the unsubscribe it watches for.
    apiMiddleware.addMiddleware(abortAbandonedReads(api), api.middleware);
    // The cache's state is created by the next action: before any query can read it.
    store.dispatch({ type: 'app/serverCacheAttached' });
  });
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
