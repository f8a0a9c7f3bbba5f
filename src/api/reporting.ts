import { isAxiosError } from './axiosGuards';
import type { Breadcrumb, ErrorEvent } from '@sentry/react';
import { appConfig } from './config';
import { scrubSensitive } from './scrub';
import { requestUrl } from './url';

export type ReportLevel = 'info' | 'error';

/** What is logged and reported about a failure: enough to debug, already scrubbed. */
export interface ErrorSummary {
  name: string;
  message: string;
  status?: number;
  code?: string;
  method?: string;
  url?: string;
  requestHeaders?: unknown;
  responseBody?: unknown;
  context?: Record<string, unknown>;
  stack?: string;
}

/**
 * Only selected, scrubbed fields leave the app — never the raw axios error, whose config holds the
 * credentials and whose request object holds the signed XHR.
 */
export function summarizeError(error: unknown, context?: Record<string, unknown>): ErrorSummary {
  const summary: ErrorSummary = { name: 'Error', message: String(error), context };
  if (error instanceof Error) {
    summary.name = error.name;
    summary.message = error.message;
    summary.stack = error.stack;
  }
  if (isAxiosError(error)) {
    summary.code = error.code;
    summary.status = error.response?.status;
    summary.method = error.config?.method?.toUpperCase();
    if (error.config) summary.url = requestUrl(error.config);
    summary.requestHeaders = error.config?.headers;
    const body = error.response?.data;
    if (body && typeof body === 'object' && !(body instanceof ArrayBuffer))
      summary.responseBody = body;
  }
  return scrubSensitive(summary);
}

type SentryModule = typeof import('./sentryClient');
let sentry: Promise<SentryModule | null> | null = null;

/** Sentry costs ~30 kB gzip: it is imported (and initialised, once) only when a DSN is set. */
function loadSentry(): Promise<SentryModule | null> {
  if (!appConfig.sentryDsn) return Promise.resolve(null);
  sentry ??= import('./sentryClient')
    .then((S) => {
      S.init({
        dsn: appConfig.sentryDsn,
        release: appConfig.appVersion,
        beforeSend: (event: ErrorEvent) => scrubSensitive(event),
        beforeBreadcrumb: (crumb: Breadcrumb) => scrubSensitive(crumb),
      });
      return S;
    })
    .catch(() => {
      sentry = null; // a failed chunk load must not break error handling; retry next time
      return null;
    });
  return sentry;
}

/**
 * Starts Sentry at boot when a DSN is configured, so failures outside the API layer are captured
 * too. Without a DSN it does nothing and Sentry is never downloaded.
 */
export async function initReporting(): Promise<void> {
  await loadSentry();
}

/**
 * Logs a failure to the console at the given level and, when configured, to Sentry. Resolves when
 * the report has been handed over (tests await it; callers need not).
 */
export async function reportError(
  error: unknown,
  level: ReportLevel,
  context?: Record<string, unknown>,
): Promise<void> {
  const summary = summarizeError(error, context);
  const { stack, ...details } = summary;
  const log = level === 'info' ? console.info : console.error;
  log(`[api] ${summary.message}`, details);

  const S = await loadSentry();
  if (!S) return;
  // A fresh Error with the scrubbed text and stack, so Sentry never serialises the raw error.
  const reported = new Error(summary.message);
  reported.name = summary.name;
  if (stack) reported.stack = stack;
  S.captureException(reported, {
    level,
    extra: details as Record<string, unknown>,
    tags: summary.status ? { status: String(summary.status) } : undefined,
  });
}
