import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { appConfig } from '@/api/config';
import { initReporting } from '@/api/reporting';
import { watchOtherTabs } from './crossTabSync';
import { createAppRouter } from './createAppRouter';
import { Providers } from './Providers';
import { SimulatorMenuAfterFirstScreen, startSimulator } from './simulatorStart';
import { whenIdle } from '@/lib/whenIdle';
import { nextTask, whenRouter } from './startup';
import { makeStore } from './store';
import { wireHttp } from './wireHttp';
import '@/styles/global.css';

async function boot(): Promise<void> {
  void initReporting();
  const store = makeStore();
  wireHttp(store);
  const simulatorReady = appConfig.simulatorEnabled
    ? startSimulator(store.context.transport, store.getState().session.user !== null)
    : null;
  // The router's setup (matching against every route) in a task of its own.
  await nextTask();
  const router = createAppRouter(store.context);
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
  if (prepainted) whenRouter(router, (state) => state.initialized, render);
  else render();
}

/**
 * The pre-painted page's styles go once the live page has written its own (in its commit), when
 * the page is idle: removing a stylesheet restyles the page, which need not lengthen that task.
 */
function DropPrepaintedStyles() {
  useEffect(
    () =>
      whenIdle(() => {
        for (const style of document.querySelectorAll('style[data-prepainted]')) style.remove();
      }),
    [],
  );
  return null;
}

void boot();
