import type { AxiosRequestConfig } from 'axios';
import { signedPath } from '@/lib/signedPath';
import { apiRoot } from './config';

const ABSOLUTE = /^[a-z][a-z\d+\-.]*:\/\//i;

/**
 * The URL a config will hit, without params — axios' own joining rule (one slash between base and
 * path; an absolute url ignores the base). The base is read per call so tests and a runtime base
 * change are honoured.
 */
export function requestUrl(config: Pick<AxiosRequestConfig, 'baseURL' | 'url'>): string {
  const url = config.url ?? '';
  if (ABSOLUTE.test(url)) return url;
  const base = config.baseURL ?? apiRoot();
  return url ? `${base.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}` : base;
}

/** devise_token_auth's routes: a 401/403 there is an answer for the caller, not a lost session. */
export function isAuthPath(config: Pick<AxiosRequestConfig, 'baseURL' | 'url'>): boolean {
  const path = signedPath(requestUrl(config));
  return path === '/v1/auth' || path.startsWith('/v1/auth/');
}
