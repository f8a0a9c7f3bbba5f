import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { apiRoot, appConfig } from '@/api/config';
import { initReporting } from '@/api/reporting';
import { watchOtherTabs } from './crossTabSync';
import { createAppRouter } from './createAppRouter';
import { Providers, ThemeProvider } from './Providers';
import { makeStore } from './store';
import { wireHttp } from './wireHttp';
import '@/styles/global.css';

async function startSimulator(): Promise<void> {
  // The only place production code reaches into src/mocks: a dynamic import, so the simulator,
  // its seed and faker are separate chunks that a build pointed at a real API never loads.
  const { startBrowserSimulator } = await import('@/mocks/browser');
  await startBrowserSimulator({
    latencyMs: appConfig.simulatorLatencyMs,
    hmacSecret: appConfig.hmacSecret,
  });
}

async function mountSimulatorMenu(): Promise<void> {
  const { SimulatorMenu } = await import('@/mocks/ui/SimulatorMenu');
  const host = document.createElement('div');
  host.id = 'simulator-menu';
  document.body.append(host);
  createRoot(host).render(
    <ThemeProvider>
      <SimulatorMenu apiBase={apiRoot().replace(/\/v1$/, '')} />
    </ThemeProvider>,
  );
}

async function boot(): Promise<void> {
  if (appConfig.simulatorEnabled) await startSimulator();
  void initReporting();
  const store = makeStore();
  wireHttp(store);
  const router = createAppRouter();
  watchOtherTabs();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers store={store}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
  if (appConfig.simulatorEnabled) void mountSimulatorMenu();
}

void boot();
