import type { ReactNode } from 'react';
import { Navigate, useMatches } from 'react-router-dom';
import { isAllowed } from '@/domain/permissions/accessControl';
import { useAppSelector } from '../hooks';
import { PATHS } from '../navigation/navigator';
import type { RouteHandle } from '../routing/routeHandle';

/** The handle of the deepest matched route: the router has already mapped path → pattern. */
export function useCurrentRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i].handle as RouteHandle | undefined;
    if (handle) return handle;
  }
  return undefined;
}

/**
 * The route guard: the current route's permission marker and roles are checked against the
 * user; a refusal goes to /not-allowed, except while an organisation switch is under way (the
 * user's role is about to change).
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const handle = useCurrentRouteHandle();
  const user = useAppSelector((s) => s.session.user);
  const switching = useAppSelector((s) => s.session.isSwitchingOrganisation);
  if (user && !switching && !isAllowed(user, handle)) {
    return <Navigate to={PATHS.notAllowed} replace />;
  }
  return children;
}
