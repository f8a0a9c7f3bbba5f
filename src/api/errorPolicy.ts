import { AxiosError, isAxiosError, isCancel, type InternalAxiosRequestConfig } from 'axios';
import { NETWORK_ERROR_MESSAGE, describeApiError } from './apiError';
import type { HttpDeps } from './deps';
import { reportError, type ReportLevel } from './reporting';
import { isTimeoutError, TIMEOUT_MESSAGE } from './timeouts';
import type { Transport } from './transport';
import { isAuthPath } from './url';
import './requestFlags';

export { describeApiError, GENERIC_FETCH_ERROR, NETWORK_ERROR_MESSAGE } from './apiError';

/** The policy's timings. Toast durations are seconds (antd's unit), the redirect delay is ms. */
export const NETWORK_TOAST_KEY = 'CORS-ERROR';
export const NETWORK_TOAST_SECONDS = 8;
/** A request let go after the timeout policy's limit (timeouts.ts): its own toast, as long. */
export const TIMEOUT_TOAST_KEY = 'REQUEST-TIMEOUT';
export const ERROR_TOAST_SECONDS = 6;
export const REDIRECT_DELAY_MS = 1000;

/** Everything the policy decides on, gathered from the failed request and the current page. */
export interface ErrorFacts {
  /** undefined: no response at all (network, CORS, timeout). */
  status: number | undefined;
  /** No answer within the timeout policy's limit: the server may be slow, the session is fine. */
  timedOut?: boolean;
  method: string;
  authPath: boolean;
  skipRedirect: boolean;
  skipGlobalHandler: boolean;
  showErrorToast: boolean;
  /** Nobody waits for this request (logout's sign_out): nothing to show when it fails. */
  background?: boolean;
  /** The current route is a detail page or the current URL has a `uid` query parameter. */
  onDetailPage: boolean;
}

export interface ErrorActions {
  report: { level: ReportLevel; message?: string } | null;
  toast: 'network' | 'timeout' | 'server' | null;
  redirectTo: '/404' | '/500' | null;
  unauthorized: boolean;
}

/** 422, 404 and network failures are expected in normal use: info. Everything else: error. */
export function logLevelFor(status: number | undefined): ReportLevel {
  return status === undefined || status === 0 || status === 404 || status === 422
    ? 'info'
    : 'error';
}

export const isSessionRejection = (status: number | undefined) => status === 401 || status === 403;
export const isGatewayTimeout = (status: number | undefined) => status === 502 || status === 504;

/** 404/500 on a GET made by a detail page leave that page for /404 or /500. */
export function redirectTargetFor(f: ErrorFacts): '/404' | '/500' | null {
  if (f.status !== 404 && f.status !== 500) return null;
  if (f.method.toUpperCase() !== 'GET' || f.skipRedirect || !f.onDetailPage) return null;
  return f.status === 404 ? '/404' : '/500';
}

export function decideErrorActions(f: ErrorFacts): ErrorActions {
  const none: ErrorActions = { report: null, toast: null, redirectTo: null, unauthorized: false };
  if (f.status === undefined) {
    const toast = f.background ? null : f.timedOut ? 'timeout' : 'network';
    return { ...none, report: { level: logLevelFor(undefined) }, toast };
  }
  const toast = f.showErrorToast ? 'server' : null;
  if (isSessionRejection(f.status)) {
    // Auth routes answer "wrong password" / "token invalid" with these: the caller's business.
    return f.authPath ? none : { ...none, unauthorized: true };
  }
  if (f.status === 404 || f.status === 500) {
    return {
      ...none,
      report: { level: logLevelFor(f.status) },
      toast,
      redirectTo: redirectTargetFor(f),
    };
  }
  if (isGatewayTimeout(f.status)) {
    return { ...none, report: { level: 'error', message: `Server timeout (${f.status})` }, toast };
  }
  if (f.skipGlobalHandler) return { ...none, toast };
  return { ...none, report: { level: logLevelFor(f.status) }, toast };
}

export function hasUidQuery(search: string): boolean {
  return new URLSearchParams(search).has('uid');
}

export function factsOf(error: AxiosError, deps: HttpDeps): ErrorFacts {
  const config = (error.config ?? {}) as InternalAxiosRequestConfig;
  const location = deps.currentLocation();
  return {
    status: error.response?.status,
    timedOut: isTimeoutError(error),
    method: (config.method ?? 'get').toUpperCase(),
    authPath: isAuthPath(config),
    skipRedirect: Boolean(config.skipRedirect),
    skipGlobalHandler: Boolean(config.skipGlobalHandler),
    showErrorToast: Boolean(config.showErrorToast),
    background: Boolean(config.background),
    onDetailPage: deps.isDetailPage(location.pathname) || hasUidQuery(location.search),
  };
}

// ---- Side effects: the session latch and the delayed redirect ------------------------------

/**
 * The response-error interceptor of one transport (its latch and pending redirect are its own,
 * and start over when the transport is reconfigured): applies the policy, then always rejects
 * with the original error.
 */
export function createErrorPolicy(transport: Transport): (error: unknown) => Promise<never> {
  /** The access token whose rejection was already handled (undefined: none yet). */
  let rejectedToken: string | undefined;
  let redirectTimer: ReturnType<typeof setTimeout> | undefined;

  transport.onReconfigure(() => {
    rejectedToken = undefined;
    if (redirectTimer !== undefined) clearTimeout(redirectTimer);
    redirectTimer = undefined;
  });

  /**
   * Several requests failing together with the same credentials clear the session once. A
   * request sent with another token than the one now stored belongs to an earlier session
   * (signed out, or replaced by a new sign-in while it was in flight): its refusal says nothing
   * about this one.
   */
  function rejectSession(config: InternalAxiosRequestConfig | undefined): void {
    const token = String(config?.headers?.get?.('access-token') ?? '');
    const current = transport.deps().getCredentials()?.headers['access-token'] ?? '';
    if (token !== current) return;
    if (rejectedToken === token) return;
    rejectedToken = token;
    transport.deps().onUnauthorized();
  }

  /** One pending redirect at a time: a burst of failures on the page navigates once. */
  function scheduleRedirect(path: string): void {
    if (redirectTimer !== undefined) return;
    redirectTimer = setTimeout(() => {
      redirectTimer = undefined;
      transport.deps().navigate(path);
    }, REDIRECT_DELAY_MS);
  }

  return function handleApiError(error: unknown): Promise<never> {
    if (isCancel(error) || !isAxiosError(error) || !error.config) return Promise.reject(error);
    const deps = transport.deps();
    const actions = decideErrorActions(factsOf(error, deps));
    const { notify } = deps;

    if (actions.unauthorized) rejectSession(error.config);
    if (actions.toast === 'network') {
      notify.error({
        key: NETWORK_TOAST_KEY,
        message: NETWORK_ERROR_MESSAGE,
        duration: NETWORK_TOAST_SECONDS,
      });
    } else if (actions.toast === 'timeout') {
      notify.error({
        key: TIMEOUT_TOAST_KEY,
        message: TIMEOUT_MESSAGE,
        duration: NETWORK_TOAST_SECONDS,
      });
    } else if (actions.toast === 'server') {
      notify.error({ message: describeApiError(error).message, duration: ERROR_TOAST_SECONDS });
    }
    if (actions.report) {
      const { level, message } = actions.report;
      const reported = message
        ? new AxiosError(message, error.code, error.config, error.request, error.response)
        : error;
      void reportError(reported, level);
    }
    if (actions.redirectTo) scheduleRedirect(actions.redirectTo);
    return Promise.reject(error);
  };
}
