import { getConfig, prettyDOM } from '@testing-library/dom';

/**
 * The testing library's "unable to find an element" error, with its picture of the page drawn when
 * the message is read rather than when the error is made.
 *
 * `waitFor` and every `findBy…` retry a query until it passes, and each failed try made an error
 * with the whole page printed into its message, to be thrown away by the next try: 3 % of an
 * integration file's CPU (docs/performance.md, "Tests"). The message a failing test reports is the
 * library's own (the query's words, then the page as it stands then), drawn once, when vitest
 * reports the failure.
 */
export function lazyElementError(message: string | null, container: Element): Error {
  const error = new Error();
  error.name = 'TestingLibraryElementError';
  let drawn: string | undefined;
  Object.defineProperty(error, 'message', {
    configurable: true,
    enumerable: false,
    get: () =>
      (drawn ??= [
        message,
        `Ignored nodes: comments, ${getConfig().defaultIgnore}\n${prettyDOM(container)}`,
      ]
        .filter(Boolean)
        .join('\n\n')),
    set: (value: string) => {
      drawn = value;
    },
  });
  return error;
}
