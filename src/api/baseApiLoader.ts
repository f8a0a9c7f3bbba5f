import type { Dispatch } from '@reduxjs/toolkit';
import type { baseApi } from './baseApi';

/*
 * RTK Query (~15 kB gzip) is not needed to show a page that has asked the server nothing yet, like
 * the sign-in page: the store takes the API's reducer and middleware when baseApi.ts first loads
 * (with the first page or thunk that uses it), through this module, which does not import it.
 */

export type BaseApi = typeof baseApi;

let loaded: BaseApi | null = null;
const waiting = new Set<(api: BaseApi) => void>();

/** Called once, by baseApi.ts as it loads. */
export function announceBaseApi(api: BaseApi): void {
  loaded = api;
  waiting.forEach((attach) => attach(api));
  waiting.clear();
}

/** Runs `attach` with the API as soon as it is loaded: at once when it already is. */
export function whenBaseApiLoaded(attach: (api: BaseApi) => void): void {
  if (loaded) attach(loaded);
  else waiting.add(attach);
}

/**
 * Drops every cached server answer, when there is a cache (the API has loaded) — on organisation
 * switch and logout, data of one organisation must never be shown under another.
 */
export function resetLoadedServerCache(dispatch: Dispatch): void {
  if (loaded) dispatch(loaded.util.resetApiState());
}
