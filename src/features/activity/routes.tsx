import { ACTIVITY_RULE } from '@/domain/activity/activityRule';
import { pageRoute } from '@/core/routing/pageRoute';
import type { AppRoute } from '@/core/routing/routeHandle';
import { activityPaths } from './paths';

/**
 * The organisation's activity trail shows what every member did: owners and admins only, like the
 * server's rule (a MEMBER is refused the screen and the endpoint).
 */
export const activityRoutes: AppRoute[] = [
  pageRoute(activityPaths.list, async () => (await import('./pages/ActivityPage')).ActivityPage, {
    ...ACTIVITY_RULE,
    title: 'Activity',
    nav: { section: 'Manage', label: 'Activity', order: 9 },
  }),
];
