import { isAxiosError, isCancel } from './axiosGuards';
import type { ApiErrorBody } from '../domain/contract';
import { isTimeoutError, TIMEOUT_MESSAGE } from './timeouts';

/** The transport's error texts, word for word. */
export const GENERIC_FETCH_ERROR = 'An error occurred while fetching the data.';
export const NETWORK_ERROR_MESSAGE =
  "We're unable to process your request at the moment. Please try again shortly.";
export const CANCELLED_MESSAGE = 'The request was cancelled.';

export interface ApiErrorDescription {
  status: number | 'FETCH_ERROR';
  message: string;
  fieldErrors?: Record<string, string[]>;
}

/**
 * The error body as an object. Binary downloads (arraybuffer) and text responses are decoded, so a
 * failed PDF download still yields the server's JSON message.
 */
export function readErrorBody(data: unknown): ApiErrorBody | undefined {
  let value = data;
  if (value instanceof ArrayBuffer || ArrayBuffer.isView(value)) {
    try {
      value = new TextDecoder().decode(value as ArrayBuffer);
    } catch {
      return undefined;
    }
  }
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as ApiErrorBody)
    : undefined;
}

const firstString = (list: unknown): string | undefined =>
  Array.isArray(list)
    ? list.find((m): m is string => typeof m === 'string' && m.trim() !== '')
    : undefined;

/** "First server error wins": errors[0], else the first field's first message, else `message`. */
export function firstServerError(body: ApiErrorBody | undefined): string | undefined {
  const errors = body?.errors;
  if (Array.isArray(errors)) {
    const first = firstString(errors);
    if (first) return first;
  } else if (errors && typeof errors === 'object') {
    for (const messages of Object.values(errors)) {
      const first = firstString(messages);
      if (first) return first;
    }
  }
  return typeof body?.message === 'string' && body.message.trim() !== '' ? body.message : undefined;
}

/** A 422 `errors` object, with every value as a list of strings; devise's full_messages left out. */
export function fieldErrorsOf(
  body: ApiErrorBody | undefined,
): Record<string, string[]> | undefined {
  const errors = body?.errors;
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return undefined;
  const out: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors)) {
    if (field === 'full_messages') continue;
    const list = (Array.isArray(messages) ? messages : [messages]).filter(
      (m): m is string => typeof m === 'string',
    );
    if (list.length) out[field] = list;
  }
  return Object.keys(out).length ? out : undefined;
}

/** A readable description of any failure, for RTK Query errors and toasts. */
export function describeApiError(error: unknown): ApiErrorDescription {
  if (isCancel(error)) return { status: 'FETCH_ERROR', message: CANCELLED_MESSAGE };
  if (isTimeoutError(error)) return { status: 'FETCH_ERROR', message: TIMEOUT_MESSAGE };
  if (isAxiosError(error)) {
    const response = error.response;
    if (!response) return { status: 'FETCH_ERROR', message: NETWORK_ERROR_MESSAGE };
    const body = readErrorBody(response.data);
    const message = firstServerError(body) ?? `${GENERIC_FETCH_ERROR} (status ${response.status})`;
    const fieldErrors = response.status === 422 ? fieldErrorsOf(body) : undefined;
    return fieldErrors
      ? { status: response.status, message, fieldErrors }
      : { status: response.status, message };
  }
  return { status: 'FETCH_ERROR', message: GENERIC_FETCH_ERROR };
}
