import type { AppRoute } from '@/core/routing/routeHandle';
import { TOKEN } from '@/core/routing/routeParams';
import { authPaths } from './paths';

/** Public routes. A signed-in visitor is sent home, except where allowAuthenticated. */
export const authRoutes: AppRoute[] = [
  {
    path: authPaths.login,
    handle: { public: true, title: 'Sign in' },
    lazy: async () => ({ Component: (await import('./pages/LoginPage')).LoginPage }),
  },
  {
    path: authPaths.signup,
    handle: { public: true, title: 'Sign up' },
    lazy: async () => ({ Component: (await import('./signup/SignUpPage')).SignUpPage }),
  },
  {
    path: authPaths.magicSignIn,
    handle: { public: true, allowAuthenticated: true, title: 'Magic sign-in' },
    lazy: async () => ({ Component: (await import('./magic/MagicSignInPage')).MagicSignInPage }),
  },
  {
    path: authPaths.forgotPassword,
    handle: { public: true, title: 'Forgot password' },
    lazy: async () => ({
      Component: (await import('./recovery/ForgotPasswordPage')).ForgotPasswordPage,
    }),
  },
  {
    path: authPaths.resetPassword(TOKEN),
    handle: { public: true, title: 'Reset password' },
    lazy: async () => ({
      Component: (await import('./recovery/ResetPasswordPage')).ResetPasswordPage,
    }),
  },
  {
    path: authPaths.acceptInvitation,
    handle: { public: true, allowAuthenticated: true, title: 'Accept invitation' },
    lazy: async () => ({
      Component: (await import('./invitation/AcceptInvitationPage')).AcceptInvitationPage,
    }),
  },
];
