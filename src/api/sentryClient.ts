/**
 * The Sentry calls the error reporter makes, as named imports: a dynamic import of the whole
 * package keeps every export (Replay, Feedback: ~150 kB gzip in all); these two, only what they
 * use (~31 kB). reporting.ts loads this module only when a DSN is configured.
 */
export { captureException, init } from '@sentry/react';
