import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../hooks';
import { PATHS } from '../navigation/navigator';
import { rememberRedirectUrl } from './redirectUrl';
import { validateSession } from './sessionThunks';
import { StartupUnreachable } from './StartupUnreachable';

export const GATE_LOADER_HIDE_MS = 500;

const GateSpinner = lazy(() => import('./GateSpinner'));

/**
 * The auth gate around every protected route: no user → remember the path and go to
 * login; a stored user is validated once; an unverified user is kept on the dashboard, where the
 * verification dialog waits. The loader hides 500 ms after validation so the shell does not flash.
 * When start-up cannot reach the server (offline, a timeout, a 5xx) the session and the drafts
 * are kept: the gate says so and offers Retry, and tries again by itself when the browser is back
 * online.
 */
export function AuthGate({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const { user, isValidated, isLoading, startupFailure } = useAppSelector((s) => s.session);
  const [loaderVisible, setLoaderVisible] = useState(!isValidated);
  // A session that ends while mounted (logout, rejection) is handled by the session listeners;
  // only a visit that never had a session is remembered as the place to come back to.
  const [hadSession, setHadSession] = useState(Boolean(user));
  if (user && !hadSession) setHadSession(true);

  useEffect(() => {
    if (user && !isValidated && !isLoading && !startupFailure) void dispatch(validateSession());
  }, [user, isValidated, isLoading, startupFailure, dispatch]);

  const unreachable = Boolean(user && !isValidated && startupFailure);
  useEffect(() => {
    if (!unreachable) return undefined;
    const retry = () => void dispatch(validateSession());
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [unreachable, dispatch]);

  useEffect(() => {
    if (!isValidated) return undefined;
    const timer = setTimeout(() => setLoaderVisible(false), GATE_LOADER_HIDE_MS);
    return () => clearTimeout(timer);
  }, [isValidated]);

  if (!user) {
    if (!hadSession) rememberRedirectUrl(location);
    return <Navigate to={PATHS.login} replace />;
  }
  if (unreachable) {
    return (
      <StartupUnreachable
        message={startupFailure!}
        retrying={isLoading}
        onRetry={() => void dispatch(validateSession())}
      />
    );
  }
  // The server's word, not the stored copy's: an address verified elsewhere since the last visit
  // keeps the page the merchant opened.
  if (isValidated && !user.user_verified && location.pathname !== PATHS.home) {
    return <Navigate to={PATHS.home} replace />;
  }
  return (
    <>
      {isValidated && children}
      {loaderVisible && (
        <div className="gate-loader" role="status" aria-live="polite">
          <Suspense fallback={null}>
            <GateSpinner />
          </Suspense>
          <span className="visually-hidden">Loading your workspace…</span>
        </div>
      )}
    </>
  );
}
