import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { appConfig } from '@/api/config';
import { initReporting } from '@/api/reporting';
import { watchOtherTabs } from './crossTabSync';
import { createAppRouter } from './createAppRouter';
import { Providers } from './Providers';
import { SimulatorMenuAfterFirstScreen, startSimulator } from './simulatorStart';
import { makeStore } from './store';
import { wireHttp } from './wireHttp';
import '@/styles/global.css';

/**
 * Lets the browser run between two steps of the start: evaluating every module of the first
 * screen is one task already, and the router's setup (matching against every route) need not
 * lengthen it. `scheduler.yield` where the browser has it, else a new task.
 */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve));
}

async function boot(): Promise<void> {
  void initReporting();
  const store = makeStore();
  wireHttp(store);
  const simulatorReady = appConfig.simulatorEnabled
    ? startSimulator(store.getState().session.user !== null)
    : null;
  await nextTask();
  const router = createAppRouter();
  watchOtherTabs();
  const container = document.getElementById('root')!;
  const prepainted = container.firstElementChild !== null;
  // A transition: React renders the first screen in slices, yielding to the browser between
  // them, instead of one long task (the page is painted already, or about to be).
  const render = () =>
    startTransition(() =>
      createRoot(container).render(
        <StrictMode>
          <Providers store={store}>
            <RouterProvider router={router} />
            {simulatorReady && (
              <SimulatorMenuAfterFirstScreen ready={simulatorReady} router={router} />
            )}
            {prepainted && <DropPrepaintedStyles />}
          </Providers>
        </StrictMode>,
      ),
    );
  // A pre-painted page (auth/login.html) stays on screen until its route has loaded, then the
  // live page replaces it in one commit: never a blank frame between the two.
  await nextTask();
  if (prepainted) whenRouterInitialized(router, render);
  else render();
}

/**
 * The pre-painted page's styles go once the live page has written its own (in its commit), when
 * the page is idle: removing a stylesheet restyles the page, which need not lengthen that task.
 */
function DropPrepaintedStyles() {
  useEffect(() => {
    const drop = () => {
      for (const style of document.querySelectorAll('style[data-prepainted]')) style.remove();
    };
    if ('requestIdleCallback' in window) requestIdleCallback(drop, { timeout: 2000 });
    else setTimeout(drop);
  }, []);
  return null;
}

function whenRouterInitialized(router: ReturnType<typeof createAppRouter>, task: () => void): void {
  if (router.state.initialized) {
    task();
    return;
  }
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    task();
  });
}

void boot();
