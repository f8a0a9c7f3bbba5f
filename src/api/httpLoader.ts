import type { AxiosInstance } from 'axios';

/**
 * The shared axios instance (src/api/http.ts), loaded with the first request: axios, the signing
 * and the error policy are not needed to show a page, only to ask the server.
 */
export async function loadHttp(): Promise<AxiosInstance> {
  return (await import('./http')).http;
}

/**
 * Starts loading the transport ahead of the first request, so a form about to be sent (sign-in)
 * does not wait for it then. Safe to call often: the module loads once.
 */
export function prepareRequests(): void {
  loadHttp().catch(() => undefined); // a failed load is retried, and reported, by the request
}
