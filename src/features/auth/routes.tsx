import { pageRoute } from '@/core/routing/pageRoute';
import type { AppRoute } from '@/core/routing/routeHandle';
import { TOKEN } from '@/core/routing/routeParams';
import { authPaths } from './paths';

/** Public routes. A signed-in visitor is sent home, except where allowAuthenticated. */
export const authRoutes: AppRoute[] = [
  pageRoute(authPaths.login, async () => (await import('./pages/LoginPage')).LoginPage, {
    public: true,
    title: 'Sign in',
  }),
  pageRoute(authPaths.signup, async () => (await import('./signup/SignUpPage')).SignUpPage, {
    public: true,
    title: 'Sign up',
  }),
  pageRoute(
    authPaths.magicSignIn,
    async () => (await import('./magic/MagicSignInPage')).MagicSignInPage,
    { public: true, allowAuthenticated: true, title: 'Magic sign-in' },
  ),
  pageRoute(
    authPaths.forgotPassword,
    async () => (await import('./recovery/ForgotPasswordPage')).ForgotPasswordPage,
    { public: true, title: 'Forgot password' },
  ),
  pageRoute(
    authPaths.resetPassword(TOKEN),
    async () => (await import('./recovery/ResetPasswordPage')).ResetPasswordPage,
    { public: true, title: 'Reset password' },
  ),
  pageRoute(
    authPaths.acceptInvitation,
    async () => (await import('./invitation/AcceptInvitationPage')).AcceptInvitationPage,
    { public: true, allowAuthenticated: true, title: 'Accept invitation' },
  ),
];
