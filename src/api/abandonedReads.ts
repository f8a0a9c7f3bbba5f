import type { Middleware } from '@reduxjs/toolkit';
import type { BaseApi } from './baseApiLoader';

interface SubscriptionCounts {
  getSubscriptionCount(queryCacheKey: string): number;
}

interface QueryEntry {
  status?: string;
  endpointName?: string;
  originalArgs?: unknown;
}

/**
 * Leaving a page lets go of its pending reads. RTK Query keeps a read running after its last
 * subscriber (the page) unmounts, until the unused entry is dropped 60 s later; this aborts it as
 * soon as no one is subscribed any more, through the signal axiosBaseQuery hands to axios. The
 * check waits a task: a component that re-subscribes at once (React's StrictMode remount, a page
 * that moves the same read to its next render) keeps it.
 */
export function abortAbandonedReads(api: BaseApi): Middleware {
  const { unsubscribeQueryResult, internal_getRTKQSubscriptions } = api.internalActions;
  return (store) => (next) => (action) => {
    const result = next(action);
    if (!unsubscribeQueryResult.match(action)) return result;
    const { queryCacheKey } = action.payload;
    // The API's thunks and its subscription query answer through dispatch.
    const dispatch = store.dispatch as (thunkOrAction: unknown) => unknown;
    setTimeout(() => {
      const subscriptions = dispatch(internal_getRTKQSubscriptions()) as SubscriptionCounts;
      if (subscriptions.getSubscriptionCount(queryCacheKey) > 0) return;
      const state = store.getState() as Record<string, { queries?: Record<string, QueryEntry> }>;
      const entry = state[api.reducerPath]?.queries?.[queryCacheKey];
      if (entry?.status !== 'pending' || !entry.endpointName) return;
      const running = dispatch(
        api.util.getRunningQueryThunk(entry.endpointName as never, entry.originalArgs as never),
      ) as { abort?: () => void } | undefined;
      running?.abort?.();
    }, 0);
    return result;
  };
}
