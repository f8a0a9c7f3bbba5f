import type { AxiosInstance } from 'axios';
import { defaultHttpDeps, type HttpDeps } from './deps';

/**
 * One app's way to the server: what it injects (HttpDeps), its axios instance and the hold on
 * requests before the first one may go. Each app (and each test) builds its own with
 * createTransport; nothing of it is kept at module level, so two transports never see each
 * other's session, hold or error-policy state.
 *
 * The hold is generic: whoever owns the server end (the app's start-up) may make requests wait
 * for something — `holdUntil(promise)`, or `beforeFirstRequest(launch)` to start that something
 * only when the first request comes. With no hold, every request goes at once (not even a tick
 * later).
 */
export interface Transport {
  /** The injected dependencies (the safe defaults until `configure`). */
  deps(): HttpDeps;
  /**
   * Installs the app's dependencies. Missing members fall back to the defaults, not to the
   * previous configuration. Per-session state of the error policy (the 401 latch, a pending
   * redirect) starts over.
   */
  configure(deps: Partial<HttpDeps>): void;
  /** Lets per-session state (the error policy's) start over when the app reconfigures. */
  onReconfigure(reset: () => void): void;
  /** Requests made from now on wait until `ready` settles (fulfilled or not). */
  holdUntil(ready: Promise<unknown>): void;
  /**
   * Like holdUntil, but `launch` runs only when something needs it: the first request, or the
   * caller's `start()`. `ready` resolves once `launch` has (never, when it failed).
   */
  beforeFirstRequest(launch: () => Promise<unknown>): { start: () => void; ready: Promise<void> };
  /** The pending hold (launching what waits for the first request), or null: go at once. */
  hold(): Promise<void> | null;
  /** Runs `send` once no hold is pending: at once (no extra tick) when there is none. */
  whenReady<T>(send: () => Promise<T>): Promise<T>;
  /**
   * This transport's axios instance, loaded with the first request: axios, the signing and the
   * error policy are not needed to show a page, only to ask the server.
   */
  http(): Promise<AxiosInstance>;
  /**
   * Starts loading the instance ahead of the first request, so a form about to be sent
   * (sign-in) does not wait for it then. Safe to call often.
   */
  prepare(): void;
}

export function createTransport(initial: Partial<HttpDeps> = {}): Transport {
  let deps: HttpDeps = { ...defaultHttpDeps, ...initial };
  const resets = new Set<() => void>();
  let hold: Promise<void> | null = null;
  /** Set by beforeFirstRequest until launched. */
  let launchPending: (() => void) | null = null;
  let instance: Promise<AxiosInstance> | null = null;

  const transport: Transport = {
    deps: () => deps,
    configure(next) {
      deps = { ...defaultHttpDeps, ...next };
      resets.forEach((reset) => reset());
    },
    onReconfigure(reset) {
      resets.add(reset);
    },
    holdUntil(ready) {
      launchPending = null;
      const current: Promise<void> = ready.then(
        () => undefined,
        (error: unknown) => {
          // Requests go out anyway and fail the way a missing server fails.
          console.error('[api] the API did not start', error);
        },
      );
      hold = current;
      void current.then(() => {
        if (hold === current) hold = null;
      });
    },
    beforeFirstRequest(launch) {
      let markReady: () => void = () => undefined;
      const ready = new Promise<void>((resolve) => (markReady = resolve));
      const start = () => {
        if (launchPending !== start) return;
        const launched = launch();
        transport.holdUntil(launched);
        launched.then(markReady, () => undefined);
      };
      launchPending = start;
      return { start, ready };
    },
    hold() {
      launchPending?.();
      return hold;
    },
    whenReady(send) {
      const pending = transport.hold();
      return pending ? pending.then(send) : send();
    },
    http() {
      instance ??= import('./http').then(({ createHttp }) => createHttp(transport));
      // A failed load is tried again by the next request.
      instance.catch(() => (instance = null));
      return instance;
    },
    prepare() {
      transport.http().catch(() => undefined); // retried, and reported, by the request
    },
  };
  return transport;
}
