import { lazy, StrictMode, Suspense, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { holdRequestsUntil, startApiWhenNeeded } from '@/api/apiReady';
import { apiRoot, appConfig } from '@/api/config';
import { initReporting } from '@/api/reporting';
import { watchOtherTabs } from './crossTabSync';
import { createAppRouter } from './createAppRouter';
import { Providers } from './Providers';
import { makeStore } from './store';
import { wireHttp } from './wireHttp';
import '@/styles/global.css';

/**
 * Starts the built-in API simulator without delaying the first screen: the app renders at once
 * and every request waits (apiReady.ts) until msw's service worker answers. Signed in, requests
 * come at once: start now. Signed out, the first screen is a form that needs no API until it is
 * sent: start once the page has loaded and gone idle, or at the first request, whichever comes
 * first, so the login page loads as fast as with a real API. The only place production code
 * reaches into src/mocks: dynamic imports, so the simulator is a separate chunk that a build
 * pointed at a real API never loads (and faker a further one, loaded by the seed worker only
 * when a database must be seeded). Resolves once the simulator answers.
 */
function startSimulator(signedIn: boolean, router: AppRouter): Promise<void> {
  const launch = () =>
    import('@/mocks/browser').then(({ startBrowserSimulator }) =>
      startBrowserSimulator({
        latencyMs: appConfig.simulatorLatencyMs,
        hmacSecret: appConfig.hmacSecret,
      }),
    );
  if (signedIn) {
    const ready = launch();
    holdRequestsUntil(ready);
    return ready;
  }
  const { start, ready } = startApiWhenNeeded(launch);
  afterFirstScreen(router, start);
  return ready;
}

type AppRouter = ReturnType<typeof createAppRouter>;

/** Runs `task` once the router has shown its first route and the page is idle. */
function afterFirstScreen(router: AppRouter, task: () => void): void {
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(task, { timeout: 2000 })
      : setTimeout(task);
  const shown = () => router.state.initialized && router.state.navigation.state === 'idle';
  if (shown()) {
    whenIdle();
    return;
  }
  const unsubscribe = router.subscribe(() => {
    if (!shown()) return;
    unsubscribe();
    whenIdle();
  });
}

const SimulatorMenu = lazy(() => import('@/mocks/ui/SimulatorMenu'));

/**
 * The Simulator button, once the simulator answers (its mailbox is the simulator's) and the page
 * is idle: it is not part of the first screen. Rendered inside the app's providers, so its
 * Button reuses the theme and styles the page already computed (a React root of its own
 * recomputed them, a long task on the login page).
 */
function SimulatorMenuWhenReady({ ready, router }: { ready: Promise<void>; router: AppRouter }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let mounted = true;
    const show = () => mounted && setShown(true);
    void ready.then(
      () => afterFirstScreen(router, show),
      () => undefined, // reported by holdRequestsUntil; no simulator, no menu
    );
    return () => {
      mounted = false;
    };
  }, [ready, router]);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <SimulatorMenu apiBase={apiRoot().replace(/\/v1$/, '')} />
    </Suspense>
  );
}

function boot(): void {
  void initReporting();
  const store = makeStore();
  wireHttp(store);
  const router = createAppRouter();
  const simulatorReady = appConfig.simulatorEnabled
    ? startSimulator(store.getState().session.user !== null, router)
    : null;
  watchOtherTabs();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers store={store}>
        <RouterProvider router={router} />
        {simulatorReady && <SimulatorMenuWhenReady ready={simulatorReady} router={router} />}
      </Providers>
    </StrictMode>,
  );
}

boot();
