import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@/core/session/sessionCookie';
import { renderSignInPage } from './signInPage';

describe('renderSignInPage (build time, in Node)', () => {
  const page = renderSignInPage();

  it('renders the live page: its heading, labelled fields and buttons', () => {
    expect(page.html).toMatch(/^<div class="app-root">/);
    expect(page.html).toContain('<h1 class="auth-title">Sign in to KeepStock</h1>');
    expect(page.html).toMatch(/<label for="login-email"[^>]*><span[^>]*>Email<\/span><\/label>/);
    expect(page.html).toMatch(/<input[^>]*id="login-password"[^>]*type="password"/);
    expect(page.html).toMatch(/<button[^>]*type="submit"[^>]*>.*Sign in.*<\/button>/);
    expect(page.html).toContain('href="/auth/signup"');
  });

  it("brings antd's styles for what it shows, scoped by the classes its markup carries", () => {
    const hash = /:where\(\.([\w-]+)\)\.ant-btn\{/.exec(page.styles)?.[1];
    expect(hash).toBeDefined();
    expect(page.html).toMatch(new RegExp(`<button[^>]*class="ant-btn [^"]*\\b${hash}\\b`));
    expect(page.styles).toContain(`:where(.${hash}).ant-input`);
    expect(page.styles).toContain(`:where(.${hash}).ant-form-item`);
  });

  it('names its path and the session cookie the page checks before painting', () => {
    expect(page.path).toBe('/auth/login');
    expect(page.sessionCookie).toBe(SESSION_COOKIE);
  });
});
