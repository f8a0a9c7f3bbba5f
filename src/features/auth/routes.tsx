import type { AppRoute } from '@/core/routing/routeHandle';

/** Public routes (SPEC §2). A signed-in visitor is sent home, except where allowAuthenticated. */
export const authRoutes: AppRoute[] = [
  {
    path: '/auth/login',
    handle: { public: true, title: 'Sign in' },
    lazy: async () => ({ Component: (await import('./pages/LoginPage')).LoginPage }),
  },
  {
    path: '/auth/signup',
    handle: { public: true, title: 'Sign up' },
    lazy: async () => ({ Component: (await import('./signup/SignUpPage')).SignUpPage }),
  },
  {
    path: '/auth/magic_sign_in',
    handle: { public: true, allowAuthenticated: true, title: 'Magic sign-in' },
    lazy: async () => ({ Component: (await import('./magic/MagicSignInPage')).MagicSignInPage }),
  },
  {
    path: '/auth/forgot-password',
    handle: { public: true, title: 'Forgot password' },
    lazy: async () => ({
      Component: (await import('./recovery/ForgotPasswordPage')).ForgotPasswordPage,
    }),
  },
  {
    path: '/auth/reset-password/:token',
    handle: { public: true, title: 'Reset password' },
    lazy: async () => ({
      Component: (await import('./recovery/ResetPasswordPage')).ResetPasswordPage,
    }),
  },
  {
    path: '/auth/accept-invitation',
    handle: { public: true, allowAuthenticated: true, title: 'Accept invitation' },
    lazy: async () => ({
      Component: (await import('./invitation/AcceptInvitationPage')).AcceptInvitationPage,
    }),
  },
];
