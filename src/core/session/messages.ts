/** The session's messages, word for word: tests and screens share them. */
export const SESSION_MESSAGES = {
  TOKEN_VALIDATION_FAILED: 'Token validation failed. Please sign in again.',
  USER_VERIFICATION_FAILED: 'Invalid login credentials. Please try again.',
  USER_LOGIN_FAILED: 'Login Failed, Try Again Later',
  SOMETHING_WENT_WRONG: 'Something went wrong',
  /** Start-up could not reach the server: the session and the drafts are kept. */
  SERVER_UNREACHABLE: "We can't reach the server right now.",
  OFFLINE: 'You appear to be offline.',
} as const;
