import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { AxiosInstance, Method, ResponseType } from 'axios';
import { describeApiError, readErrorBody } from './apiError';
import type { AuthHeaders } from '../domain/contract';
import { transportOf } from './apiContext';
import { readAuthHeaders } from './tokenHeaders';
import './requestFlags';

export interface ApiRequest {
  url: string;
  method?: Method;
  data?: unknown;
  params?: Record<string, unknown>;
  headers?: Record<string, string>;
  /** Show a 6 s toast with the server's message on failure. */
  showErrorToast?: boolean;
  responseType?: ResponseType;
  /** The submission's Idempotency-Key (idempotency.ts); a POST without one gets its own. */
  idempotencyKey?: string;
}

/** Every RTK Query error of the portal: always a readable message. */
export interface ApiQueryError {
  status: number | 'FETCH_ERROR';
  message: string;
  fieldErrors?: Record<string, string[]>;
  /** The server's body, decoded when it was binary. */
  data?: unknown;
}

/**
 * Status and, when the response carried them, the token headers — sign-in needs them next to the
 * user in transformResponse (the interceptor has already passed them to onAuthHeaders).
 */
export interface ApiQueryMeta {
  status?: number;
  authHeaders?: Partial<AuthHeaders>;
}

/**
 * RTK Query over the app's axios instance (its context's transport, the store's thunk extra
 * argument), so every query gets signing and the error policy.
 */
export function axiosBaseQuery(
  instance?: AxiosInstance,
): BaseQueryFn<ApiRequest | string, unknown, ApiQueryError, object, ApiQueryMeta> {
  return async (args, { signal, extra }) => {
    const req: ApiRequest = typeof args === 'string' ? { url: args } : args;
    try {
      const client = instance ?? (await transportOf(extra).http());
      const response = await client.request({
        url: req.url,
        method: req.method ?? 'GET',
        data: req.data,
        params: req.params,
        headers: req.headers,
        responseType: req.responseType,
        showErrorToast: req.showErrorToast,
        idempotencyKey: req.idempotencyKey,
        signal,
      });
      const authHeaders = readAuthHeaders(response.headers);
      return {
        data: response.data,
        meta: {
          status: response.status,
          ...(authHeaders['access-token'] ? { authHeaders } : {}),
        },
      };
    } catch (error) {
      const described = describeApiError(error);
      const raw = (error as { response?: { data?: unknown; status?: number } }).response;
      return {
        error: { ...described, data: raw ? (readErrorBody(raw.data) ?? raw.data) : undefined },
        meta: { status: raw?.status },
      };
    }
  };
}
