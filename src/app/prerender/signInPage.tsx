import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { SESSION_COOKIE } from '@/core/session/sessionCookie';
import { LoginPage } from '@/features/auth/pages/LoginPage';
import { authPaths } from '@/features/auth/paths';
import { Providers } from '../Providers';
import { makeStore } from '../store';

/**
 * The sign-in page as HTML, rendered at build time (scripts/vite/prepaintedSignIn.ts) from the
 * same components, theme and antd styles the app renders at run time, so a cold visit paints the
 * form before any script has run. Signed out, no email in the address: what most visits show.
 */
export function renderSignInPage(): {
  path: string;
  html: string;
  styles: string;
  sessionCookie: string;
} {
  const cache = createCache();
  const html = renderToString(
    <StyleProvider cache={cache}>
      <Providers store={makeStore()}>
        <MemoryRouter initialEntries={[authPaths.login]}>
          <LoginPage />
        </MemoryRouter>
      </Providers>
    </StyleProvider>,
  );
  return {
    path: authPaths.login,
    html,
    styles: extractStyle(cache),
    sessionCookie: SESSION_COOKIE,
  };
}
