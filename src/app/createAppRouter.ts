import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router-dom';
import type { AppContext } from './appContext';
import { appRoutes } from './routes';

const routes = appRoutes as RouteObject[];

/** The app's router; its context's navigation follows it. */
export function createAppRouter(context: AppContext) {
  const router = createBrowserRouter(routes);
  context.navigation.useRouter(router);
  return router;
}

/** Tests: the same route table in memory, starting at `initialPath`. */
export function createTestRouter(initialPath: string, context: AppContext) {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  context.navigation.useRouter(router);
  return router;
}
