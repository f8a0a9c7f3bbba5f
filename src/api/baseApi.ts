import { createApi } from '@reduxjs/toolkit/query/react';
import type { Dispatch } from '@reduxjs/toolkit';
import { axiosBaseQuery } from './axiosBaseQuery';
import { announceBaseApi } from './baseApiLoader';

/**
 * Cache tags of the portal. The first four serve the current endpoints; the rest are reserved for
 * the areas still to come so feature slices can inject endpoints without touching this file
 * (`baseApi.enhanceEndpoints({ addTagTypes })` also works for anything new).
 */
export const TAG_TYPES = [
  'User',
  'Configuration',
  'DashboardStatistics',
  'Invoice',
  'Organisation',
  'Item',
  'Bundle',
  'Booking',
  'Wallet',
  'Ticket',
  'Category',
  'Supplier',
  'Customer',
  'Report',
] as const;
export type TagType = (typeof TAG_TYPES)[number];

/** The single RTK Query API; features add endpoints with `baseApi.injectEndpoints`. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery(),
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});

// Stores attach the API's reducer and middleware now (their ServerCache, src/app/store.ts).
announceBaseApi(baseApi);

/**
 * Drops every cached server answer — on organisation switch and logout, data of one
 * organisation must never be shown under another.
 */
export function resetServerCache(dispatch: Dispatch): void {
  dispatch(baseApi.util.resetApiState());
}
