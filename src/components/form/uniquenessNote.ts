import type { UniquenessCheck } from '../hooks/useUniquenessCheck';
import type { FieldNote } from './FormField';

export interface UniquenessTexts {
  checking: string;
  /** A check that could not run: said plainly, it blocks nothing (the server checks again). */
  failed: string;
  /** Shown once free; empty where the tick says it all. */
  available?: string;
}

/**
 * A uniqueness check as its field shows it: a spinner while it runs, a tick once free, the
 * message when taken, a plain note when it could not run. Every checked field uses this.
 */
export function uniquenessNote(
  check: UniquenessCheck,
  texts: UniquenessTexts,
): FieldNote | undefined {
  switch (check.status) {
    case 'checking':
      return { text: texts.checking, tone: 'validating' };
    case 'unique':
      return { text: texts.available ?? '', tone: 'success' };
    case 'taken':
      return check.message ? { text: check.message, tone: 'error' } : undefined;
    case 'unknown':
      return { text: texts.failed, tone: 'info' };
    default:
      return undefined;
  }
}
