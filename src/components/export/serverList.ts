import type { ListRequest } from '@/core/routing/urlState';

/** Rows per page an export asks of a server list: the most a list endpoint gives at once. */
export const EXPORT_PAGE_SIZE = 100;

/**
 * The list's own request (search, sort, filters) for one export page: the export's page and
 * size replace the screen's.
 */
export function exportRequest(
  request: ListRequest,
  page: number,
  perPage: number = EXPORT_PAGE_SIZE,
): ListRequest {
  return { ...request, page, per_page: perPage };
}

/**
 * Aborts a started request (an RTK Query `initiate` result) when the export is stopped, and
 * resolves to its unwrapped answer.
 */
export function abortOnSignal<T>(
  signal: AbortSignal,
  request: { abort: () => void; unwrap: () => Promise<T> },
): Promise<T> {
  const abort = () => request.abort();
  signal.addEventListener('abort', abort, { once: true });
  return request.unwrap().finally(() => signal.removeEventListener('abort', abort));
}
