import { http, HttpResponse, type RequestHandler } from 'msw';
import { ACTIVITIES_PATH, type ActivityPage } from '@/domain/activity/activity';
import { ADMIN_LEVEL } from '@/domain/permissions/accessControl';
import { activitiesMatching, activityView, readActivityFilters } from '../activity/query';
import { pageOf } from '../server-rules/body';
import { membershipByUid } from '../settings/teamRules';
import { errors } from '../server-rules/errors';
import { withAuth, type AccessRequirement, type Simulator } from '../server-rules/pipeline';

/** The trail shows every member's doings: the organisation's owners and admins only. */
const ADMINS: AccessRequirement = { roles: ADMIN_LEVEL };

/**
 * `GET activities`: the organisation's activity trail, newest first, in pages (`page`,
 * `per_page`), filtered by `member` (a member's uid, as the team
 * list names it), `kind`, `record_id` (with `kind`) and a range
 * of days `from`–`to` (inclusive, UTC). The simulator's own endpoint: the provider's has none.
 */
export function activityHandlers(sim: Simulator): RequestHandler[] {
  return [
    http.get(
      `*/v1/${ACTIVITIES_PATH}`,
      withAuth(sim, ADMINS, ({ url, organisation }) => {
        const read = readActivityFilters(
          url.searchParams,
          (uid) => membershipByUid(sim.store, organisation.id, uid)?.user_id,
        );
        if ('problems' in read) return errors.validation(read.problems);
        const rows = activitiesMatching(sim.store.activities.all(), organisation.id, read.filters);
        return HttpResponse.json(pageOf(rows.map(activityView), url) satisfies ActivityPage);
      }),
    ),
  ];
}
