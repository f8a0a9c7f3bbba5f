/**
 * Builds msw handlers without the call site msw records for each one.
 *
 * msw's handler constructor reads `new Error().stack` to remember where the handler was declared.
 * That string is only for someone who prints a handler; the simulator never does. Under vitest,
 * reading a stack also maps every frame through source maps, and the tests build every handler
 * again for each test's fresh store: most of a reset's time went there (docs/performance.md,
 * "Tests"). With no frames captured, msw stores no call site and the handlers behave the same.
 */
export function withoutCallSites<T>(build: () => T): T {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return build();
  } finally {
    Error.stackTraceLimit = limit;
  }
}
