import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useAppSelector } from '../hooks';
import { PATHS } from '../navigation/navigator';
import { useCurrentRouteHandle } from '../permissions/RouteGuard';

/** Public pages: a signed-in user is sent home, except where the route allows signed-in users. */
export function PublicOnly({ children }: { children: ReactNode }) {
  const user = useAppSelector((s) => s.session.user);
  const handle = useCurrentRouteHandle();
  if (user && !handle?.allowAuthenticated) return <Navigate to={PATHS.home} replace />;
  return children;
}
