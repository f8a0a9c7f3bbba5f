import { placeholderRoute } from '@/core/routing/placeholderRoute';
import type { AppRoute } from '@/core/routing/routeHandle';

const BY = 'the onboarding and authentication issue (#3)';

/** Public routes (SPEC §2). A signed-in visitor is sent home, except where allowAuthenticated. */
export const authRoutes: AppRoute[] = [
  {
    path: '/auth/login',
    handle: { public: true, title: 'Sign in' },
    lazy: async () => ({ Component: (await import('./pages/LoginPage')).LoginPage }),
  },
  placeholderRoute('/auth/signup', 'Sign up', BY, { public: true }),
  placeholderRoute('/auth/magic_sign_in', 'Magic sign-in', BY, {
    public: true,
    allowAuthenticated: true,
  }),
  placeholderRoute('/auth/forgot-password', 'Forgot password', BY, { public: true }),
  placeholderRoute('/auth/reset-password/:token', 'Reset password', BY, { public: true }),
  placeholderRoute('/auth/accept-invitation', 'Accept invitation', BY, {
    public: true,
    allowAuthenticated: true,
  }),
];
