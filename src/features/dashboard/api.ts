import { baseApi } from '@/api/baseApi';
import type { DashboardStatistics, DashboardStatisticsResponse } from '@/api/contract';

export const dashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDashboardStatistics: build.query<DashboardStatistics, void>({
      query: () => ({ url: 'dashboard/statistics', method: 'GET' }),
      transformResponse: (response: DashboardStatisticsResponse) => response.data,
      providesTags: ['DashboardStatistics'],
    }),
  }),
});

export const { useGetDashboardStatisticsQuery } = dashboardApi;
