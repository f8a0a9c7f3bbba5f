import { useEffect, useMemo, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useAppSelector } from '../hooks';
import { useCurrentRouteHandle } from '../permissions/RouteGuard';
import { clearRedirectUrl, peekRedirectUrl } from './redirectUrl';

/**
 * Public pages: a signed-in user leaves them, except where the route allows signed-in users.
 * This is also how sign-in ends: the stored redirect URL is followed, then cleared; with none
 * stored, home. One place decides, so no two navigations race after sign-in.
 */
export function PublicOnly({ children }: { children: ReactNode }) {
  const user = useAppSelector((s) => s.session.user);
  const handle = useCurrentRouteHandle();
  if (user && !handle?.allowAuthenticated) return <LeavePublicPage />;
  return children;
}

function LeavePublicPage() {
  // Read once per mount: the effect below clears the stored URL before any re-render.
  const target = useMemo(() => peekRedirectUrl(), []);
  useEffect(() => clearRedirectUrl(), []);
  return <Navigate to={target} replace />;
}
