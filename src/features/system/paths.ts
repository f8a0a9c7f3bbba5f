import { PATHS } from '@/core/navigation/navigator';

/**
 * The pages every signed-in user reaches, outside any domain. The status pages are where the
 * core sends people (guards, the error policy), so their addresses are the core's PATHS.
 */
export const systemPaths = {
  gettingStarted: '/gettingstart',
  changelog: PATHS.changelog,
  notFound: PATHS.notFound,
  serverError: PATHS.serverError,
  notAllowed: PATHS.notAllowed,
  accessDenied: PATHS.accessDenied,
  /** Links in e-mails: switches to the link's organisation, then opens its page. */
  redirection: '/redirection',
} as const;
