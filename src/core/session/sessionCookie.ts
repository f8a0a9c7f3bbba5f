import Cookies from 'js-cookie';
import type { StoredUser } from '@/domain/contract';

/** The session cookie: secure, SameSite=Strict, living until the token expiry. */
export const SESSION_COOKIE = 'KS_session';

interface SessionCookieValue {
  uid: string;
  user_verified: boolean;
}

export function writeSessionCookie(user: StoredUser): void {
  const expirySeconds = Number(user.headers.expiry);
  const value: SessionCookieValue = { uid: user.uid, user_verified: user.user_verified };
  Cookies.set(SESSION_COOKIE, JSON.stringify(value), {
    secure: true,
    sameSite: 'strict',
    expires: Number.isFinite(expirySeconds) ? new Date(expirySeconds * 1000) : undefined,
  });
}

export function readSessionCookie(): SessionCookieValue | null {
  const raw = Cookies.get(SESSION_COOKIE);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as SessionCookieValue;
  } catch {
    return null;
  }
}

export function removeSessionCookie(): void {
  Cookies.remove(SESSION_COOKIE, { secure: true, sameSite: 'strict' });
}
