import type { Dispatch } from '@reduxjs/toolkit';
import type { baseApi } from './baseApi';

/*
 * RTK Query (~15 kB gzip) is not needed to show a page that has asked the server nothing yet, like
 * the sign-in page: a store takes the API's reducer and middleware when baseApi.ts first loads
 * (with the first page or thunk that uses it), through its context's ServerCache, and this module
 * does not import it.
 */

export type BaseApi = typeof baseApi;

/**
 * The one thing kept here: the fact that baseApi.ts has been evaluated (a module is loaded once
 * per page; it never changes back), and the caches waiting for that. Nothing about any store.
 */
let loaded: BaseApi | null = null;
const waiting = new Set<(api: BaseApi) => void>();

/** Called once, by baseApi.ts as it loads. */
export function announceBaseApi(api: BaseApi): void {
  loaded = api;
  waiting.forEach((attach) => attach(api));
  waiting.clear();
}

/** One store's view of the RTK Query API: attached when it loads, reset on its own. */
export interface ServerCache {
  /** Runs `attach` with the API as soon as it is loaded: at once when it already is. */
  whenLoaded(attach: (api: BaseApi) => void): void;
  /**
   * Drops every cached server answer, when there is a cache (the API has loaded) — on
   * organisation switch and logout, data of one organisation must never be shown under another.
   */
  reset(dispatch: Dispatch): void;
}

export function createServerCache(): ServerCache {
  let api: BaseApi | null = null;
  const attachers: ((api: BaseApi) => void)[] = [];
  const attach = (loadedApi: BaseApi) => {
    api = loadedApi;
    attachers.splice(0).forEach((run) => run(loadedApi));
  };
  if (loaded) api = loaded;
  else waiting.add(attach);
  return {
    whenLoaded(run) {
      if (api) run(api);
      else attachers.push(run);
    },
    reset(dispatch) {
      if (api) dispatch(api.util.resetApiState());
    },
  };
}
