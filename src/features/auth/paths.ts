import { AUTH_ROOT, PATHS } from '@/core/navigation/navigator';

const FORGOT_PASSWORD = `${AUTH_ROOT}/forgot-password`;

/** `path?email=…`: the next page starts with the address already typed. */
const withEmail = (path: string, email?: string | null) =>
  email ? `${path}?email=${encodeURIComponent(email)}` : path;

/**
 * Every address of the public (auth) screens. The ones the core sends people to (sign in, the
 * pages a signed-in user may stay on) come from the core's PATHS; the rest live here.
 */
export const authPaths = {
  login: PATHS.login,
  signup: `${AUTH_ROOT}/signup`,
  magicSignIn: PATHS.magicSignIn,
  forgotPassword: FORGOT_PASSWORD,
  resetPassword: (token: string) => `${AUTH_ROOT}/reset-password/${token}`,
  acceptInvitation: PATHS.acceptInvitation,
  /** Sign in with the address already typed. */
  loginAs: (email?: string | null) => withEmail(PATHS.login, email),
  /** Ask for a reset link with the address already typed. */
  forgotPasswordFor: (email?: string | null) => withEmail(FORGOT_PASSWORD, email),
} as const;
