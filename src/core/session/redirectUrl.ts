import { storage, StorageKeys } from '@/lib/storage';
import { isPublicPath, PATHS } from '../navigation/navigator';

/** Remembers where the visitor was going, so sign-in can take them back. */
export function rememberRedirectUrl(location: { pathname: string; search: string }): void {
  if (isPublicPath(location.pathname)) return;
  storage.set(StorageKeys.redirectUrl, `${location.pathname}${location.search}`);
}

/** The stored redirect URL, or home. Only same-site paths are followed. */
export function peekRedirectUrl(): string {
  const url = storage.get<string>(StorageKeys.redirectUrl);
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : PATHS.home;
}

export function clearRedirectUrl(): void {
  storage.remove(StorageKeys.redirectUrl);
}
