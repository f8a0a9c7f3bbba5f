import { lazy, Suspense, useEffect, useState } from 'react';
import { apiRoot, appConfig } from '@/api/config';
import type { Transport } from '@/api/transport';
import type { createAppRouter } from './createAppRouter';
import { afterFirstScreen } from './startup';

type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Starts the built-in API simulator without delaying the first screen: the app renders at once
 * and every request of the app's transport waits (its hold: `holdUntil`, `beforeFirstRequest`)
 * until msw answers in the page. The API layer knows nothing of the simulator: this module is
 * the one that makes its transport wait for it. Signed in, requests
 * come at once: start now. Signed out, the first screen is a form that needs no API until it is
 * sent: start at the visitor's first touch of the page (a press, a key, a focus: typing the
 * address and password leaves the simulator ample time) or at the first request, whichever comes
 * first. A visit that never interacts never pays for it, so the sign-in page loads and runs as
 * with a real API. The only place production code reaches into simulator/src: dynamic imports, so
 * the simulator is a separate chunk that a build pointed at a real API never loads (and faker a
 * further one, loaded by the seed worker only when a database must be seeded). Resolves once the
 * simulator answers.
 */
export function startSimulator(transport: Transport, signedIn: boolean): Promise<void> {
  const launch = () =>
    import('@simulator/browser').then(({ startBrowserSimulator }) =>
      startBrowserSimulator({
        latencyMs: appConfig.simulatorLatencyMs,
        hmacSecret: appConfig.hmacSecret,
      }),
    );
  if (signedIn) {
    const ready = launch();
    transport.holdUntil(ready);
    return ready;
  }
  const { start, ready } = transport.beforeFirstRequest(launch);
  onFirstInteraction(start);
  return ready;
}

const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

function onFirstInteraction(task: () => void): void {
  const run = () => {
    for (const type of INTERACTIONS) window.removeEventListener(type, run, true);
    task();
  };
  for (const type of INTERACTIONS)
    window.addEventListener(type, run, { capture: true, passive: true });
}

const SimulatorMenu = lazy(() => import('@simulator/ui/SimulatorMenu'));

/**
 * The Simulator button, once the first screen is shown and the page is idle: it is not part of
 * the first screen. Pressing it is a first interaction, which starts a simulator still waiting;
 * its drawer opens once the simulator answers (the mailbox is the simulator's). Rendered inside
 * the app's providers, so its Button reuses the theme and styles the page already computed (a
 * React root of its own recomputed them, a long task on the login page).
 */
export function SimulatorMenuAfterFirstScreen({
  ready,
  router,
}: {
  ready: Promise<void>;
  router: AppRouter;
}) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let mounted = true;
    afterFirstScreen(router, () => mounted && setShown(true));
    return () => {
      mounted = false;
    };
  }, [router]);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <SimulatorMenu apiBase={apiRoot().replace(/\/v1$/, '')} ready={ready} />
    </Suspense>
  );
}
