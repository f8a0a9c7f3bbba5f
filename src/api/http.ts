import axios, {
  type AxiosInstance,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { signRequest, signedPath } from '@/lib/signing';
import { apiRoot, appConfig } from './config';
import {
  AUTH_HEADER_NAMES,
  HEADER_ORGANISATION,
  HEADER_SIGNATURE,
  HEADER_TIMESTAMP,
  HEADER_TIMEZONE_OFFSET,
} from '../domain/contract';
import type { HttpDeps } from './deps';
import { createErrorPolicy, isSessionRejection } from './errorPolicy';
import { applyIdempotencyKey } from './idempotency';
import { liftSkipHeaders } from './requestFlags';
import { mergeAuthHeaders } from './tokenHeaders';
import { requestTimeouts } from './timeouts';
import { requestUrl } from './url';

import type { Transport } from './transport';

export type { HttpDeps } from './deps';

/**
 * Adds the transport headers (time-zone offset, timestamp, request signature) and the stored
 * session. Caller-set headers win.
 */
export function prepareRequest(
  config: InternalAxiosRequestConfig,
  deps: HttpDeps,
): InternalAxiosRequestConfig {
  config.baseURL ??= apiRoot();
  // Every request lets go (timeouts.ts); a caller that set its own limit (an upload) keeps it.
  config.timeout ||= requestTimeouts().requestMs;
  liftSkipHeaders(config);
  const headers = config.headers;

  // FormData needs the browser's multipart boundary: no Content-Type of ours.
  if (typeof FormData !== 'undefined' && config.data instanceof FormData)
    headers.delete('Content-Type');
  else if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');

  const timestamp = String(Date.now());
  const method = (config.method ?? 'get').toUpperCase();
  // A request about a calendar day the merchant chose in their profile's zone (an ETA) says so.
  if (!headers.has(HEADER_TIMEZONE_OFFSET))
    headers.set(HEADER_TIMEZONE_OFFSET, String(-new Date().getTimezoneOffset()));
  headers.set(HEADER_TIMESTAMP, timestamp);
  applyIdempotencyKey(config, method);
  headers.set(
    HEADER_SIGNATURE,
    signRequest(appConfig.hmacSecret, timestamp, method, signedPath(requestUrl(config))),
  );

  const credentials = deps.getCredentials();
  if (credentials) {
    for (const name of AUTH_HEADER_NAMES) {
      const value = credentials.headers[name];
      if (value && !headers.has(name)) headers.set(name, value);
    }
    if (credentials.organisationUid && !headers.has(HEADER_ORGANISATION)) {
      headers.set(HEADER_ORGANISATION, credentials.organisationUid);
    }
  }
  return config;
}

/**
 * Stores token headers a response brings back (devise_token_auth may rotate them), following
 * mergeAuthHeaders. A rejected session's headers are not kept: the session is being cleared.
 */
export function storeAuthHeaders(response: AxiosResponse | undefined, deps: HttpDeps): void {
  if (!response || isSessionRejection(response.status)) return;
  const merged = mergeAuthHeaders(deps.getCredentials()?.headers ?? null, response.headers);
  if (merged) deps.onAuthHeaders(merged);
}

/**
 * The portal's axios instance for one transport (transport.ts: `transport.http()`), with its
 * interceptors bound to that transport's dependencies, hold and error-policy state. No baseURL
 * here: it is resolved per request (apiRoot()) so a test or a runtime origin change is picked up.
 * Callers may override Accept (PDF downloads).
 */
export function createHttp(transport: Transport): AxiosInstance {
  const http = axios.create({ headers: { Accept: 'application/json' } });
  const handleApiError = createErrorPolicy(transport);
  // Signed after the wait, so the timestamp is fresh when the request really goes out.
  http.interceptors.request.use((config) => {
    const hold = transport.hold();
    return hold
      ? hold.then(() => prepareRequest(config, transport.deps()))
      : prepareRequest(config, transport.deps());
  });
  http.interceptors.response.use(
    (response) => {
      storeAuthHeaders(response, transport.deps());
      return response;
    },
    (error: unknown) => {
      if (axios.isAxiosError(error)) storeAuthHeaders(error.response, transport.deps());
      return handleApiError(error);
    },
  );
  return http;
}
