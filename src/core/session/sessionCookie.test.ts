// @vitest-environment happy-dom
import Cookies from 'js-cookie';
import { makeUser } from '@tests/support/shell';
import {
  readSessionCookie,
  removeSessionCookie,
  SESSION_COOKIE,
  writeSessionCookie,
} from './sessionCookie';

afterEach(() => vi.restoreAllMocks());

describe('the session cookie', () => {
  it('is Secure, SameSite=Strict and expires at the session expiry', () => {
    const set = vi.spyOn(Cookies, 'set');
    const expiry = 1_795_000_000; // seconds, as the server's `expiry` header says
    writeSessionCookie(
      makeUser({
        uid: 'user-7',
        user_verified: false,
        headers: { ...makeUser().headers, expiry: String(expiry) },
      }),
    );

    expect(set).toHaveBeenCalledTimes(1);
    const [name, value, attributes] = set.mock.calls[0]!;
    expect(name).toBe(SESSION_COOKIE);
    expect(JSON.parse(value)).toEqual({ uid: 'user-7', user_verified: false });
    expect(attributes).toMatchObject({ secure: true, sameSite: 'strict' });
    const expires = attributes?.expires;
    expect(expires).toBeInstanceOf(Date);
    expect((expires as Date).getTime()).toBe(expiry * 1000);
  });

  it('writes those attributes into the cookie string', () => {
    const written: string[] = [];
    vi.spyOn(document, 'cookie', 'set').mockImplementation((cookie: string) => {
      written.push(cookie);
    });
    const expiry = 1_795_000_000;
    writeSessionCookie(makeUser({ headers: { ...makeUser().headers, expiry: String(expiry) } }));

    expect(written).toHaveLength(1);
    const parts = written[0]!.split('; ').map((p) => p.toLowerCase());
    expect(parts[0]).toMatch(new RegExp(`^${SESSION_COOKIE.toLowerCase()}=`));
    expect(parts).toContain('secure');
    expect(parts).toContain('samesite=strict');
    expect(parts).toContain(`expires=${new Date(expiry * 1000).toUTCString().toLowerCase()}`);
  });

  it('is read back, and removed with the same attributes', () => {
    const remove = vi.spyOn(Cookies, 'remove');
    vi.spyOn(Cookies, 'get').mockImplementation(((name?: string) =>
      name === SESSION_COOKIE
        ? JSON.stringify({ uid: 'u', user_verified: true })
        : undefined) as typeof Cookies.get);
    expect(readSessionCookie()).toEqual({ uid: 'u', user_verified: true });
    removeSessionCookie();
    expect(remove).toHaveBeenCalledWith(SESSION_COOKIE, { secure: true, sameSite: 'strict' });
  });
});
