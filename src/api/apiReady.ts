/**
 * The portal renders before its API can answer when the API is the built-in simulator: its code
 * loads while the first screen is already shown. Until then, requests wait here
 * instead of reaching the static server. The app sets the gate once at start-up; a build pointed
 * at a real API never sets it, and every request goes straight out (`apiGate()` is null, nothing
 * is awaited).
 */
let gate: Promise<void> | null = null;
/** Set by startApiWhenNeeded until the API is started. */
let startPending: (() => void) | null = null;

/** Requests made from now on wait until `ready` settles (fulfilled or not). */
export function holdRequestsUntil(ready: Promise<unknown>): void {
  startPending = null;
  const current: Promise<void> = ready.then(
    () => undefined,
    (error: unknown) => {
      // Requests go out anyway and fail the way a missing API fails.
      console.error('[api] the API did not start', error);
    },
  );
  gate = current;
  void current.then(() => {
    if (gate === current) gate = null;
  });
}

/**
 * Like holdRequestsUntil, but the API is started only when something needs it: the first request,
 * or the app calling `start()` (e.g. once the page is idle). `ready` resolves once it answers
 * (never, when it failed to start).
 */
export function startApiWhenNeeded(launch: () => Promise<unknown>): {
  start: () => void;
  ready: Promise<void>;
} {
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  const start = () => {
    if (startPending !== start) return;
    const launched = launch();
    holdRequestsUntil(launched);
    launched.then(markReady, () => undefined);
  };
  startPending = start;
  return { start, ready };
}

/** The pending gate (starting the API if it waits to be needed), or null: go at once. */
export function apiGate(): Promise<void> | null {
  startPending?.();
  return gate;
}

/** Runs `send` once the API is ready: at once (no extra tick) when there is no gate. */
export function whenApiReady<T>(send: () => Promise<T>): Promise<T> {
  const pending = apiGate();
  return pending ? pending.then(send) : send();
}
