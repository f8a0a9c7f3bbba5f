import { baseApi } from '@/api/baseApi';
import type {
  ActionCenterKind,
  ActionCenterResponse,
  ActionCenterSummary,
  DashboardMessage,
  DashboardMessagesResponse,
  DashboardStatistics,
  DashboardStatisticsResponse,
  TopCountries,
  TopCountriesResponse,
} from '@/domain/contract';

/**
 * Every dashboard query provides the one 'DashboardStatistics' tag: a live update (a new
 * comment, an order's status, a paid invoice) or a thread marked read invalidates it, and the
 * whole dashboard refreshes without a reload.
 */
export const dashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDashboardStatistics: build.query<DashboardStatistics, void>({
      query: () => ({ url: 'dashboard/statistics', method: 'GET' }),
      transformResponse: (response: DashboardStatisticsResponse) => response.data,
      providesTags: ['DashboardStatistics'],
    }),
    getActionCenter: build.query<ActionCenterSummary, ActionCenterKind>({
      query: (kind) => ({ url: `dashboard/action_center/${kind}`, method: 'GET' }),
      transformResponse: (response: ActionCenterResponse) => response.data,
      providesTags: ['DashboardStatistics'],
    }),
    getTopCountries: build.query<TopCountries, void>({
      query: () => ({ url: 'dashboard/top-countries', method: 'GET' }),
      transformResponse: (response: TopCountriesResponse) => response.data,
      providesTags: ['DashboardStatistics'],
    }),
    getDashboardMessages: build.query<DashboardMessage[], number>({
      query: (maxRecords) => ({
        url: 'dashboard/messages',
        method: 'GET',
        params: { max_records: maxRecords },
      }),
      transformResponse: (response: DashboardMessagesResponse) => response.data,
      providesTags: ['DashboardStatistics'],
    }),
  }),
});

export const {
  useGetDashboardStatisticsQuery,
  useGetActionCenterQuery,
  useGetTopCountriesQuery,
  useGetDashboardMessagesQuery,
} = dashboardApi;
