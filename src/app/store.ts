import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { baseApi } from '@/api/baseApi';
import { registerSessionListeners } from '@/core/session/sessionListeners';
import { sessionSlice, type SessionState } from '@/core/session/sessionSlice';

const rootReducer = combineReducers({
  session: sessionSlice.reducer,
  [baseApi.reducerPath]: baseApi.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** A fresh store; tests pass a preloaded session. */
export function makeStore(preloaded?: { session?: SessionState }) {
  const listener = createListenerMiddleware<{ session: SessionState }>();
  registerSessionListeners(listener);
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloaded as Partial<RootState> | undefined,
    middleware: (getDefault) =>
      getDefault().prepend(listener.middleware).concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
