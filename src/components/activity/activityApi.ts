import { baseApi } from '@/api/baseApi';
import { ACTIVITIES_PATH, type ActivityPage } from '@/domain/activity/activity';
import type { ListRequest } from '@/core/routing/urlState';

/**
 * The organisation's activity trail (OWNER and ADMIN only). Read afresh whenever a list shows:
 * every write of anyone adds to it, so a cached page would soon be out of date.
 */
export const activityApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listActivities: build.query<ActivityPage, Partial<ListRequest>>({
      query: (params) => ({ url: ACTIVITIES_PATH, params }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useListActivitiesQuery } = activityApi;
