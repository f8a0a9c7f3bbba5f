// The trail's endpoint lives with the shared record tab (components/activity), which the
// detail pages of other features show; this screen reads the same endpoint.
export { activityApi, useListActivitiesQuery } from '@/components/activity/activityApi';
