/**
 * How long tests wait. A test waits for the state it needs (findBy…, waitFor), and these limits
 * only decide when a state that never comes is reported: they are generous on purpose, so a
 * test that passes on a quiet machine also passes on a loaded one (two cores shared with a
 * browser test run), and a passing test never waits any longer for them.
 */

/** Every findBy… and waitFor (tests/setup.ts configures it as the testing library's default). */
export const WAIT_FOR_STATE_MS = 20_000;

/** A test's own limit (vitest.config.ts `testTimeout`). */
export const TEST_TIMEOUT_MS = 60_000;

/** For a findBy…/waitFor whose page loads a lazy chunk and its data first. */
export const PAGE_LOAD = { timeout: WAIT_FOR_STATE_MS };

/** For a test that walks a whole flow (a wizard end to end, several pages). */
export const LONG_FLOW = { timeout: 180_000 };
