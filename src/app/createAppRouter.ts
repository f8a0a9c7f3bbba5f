import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { registerRouter } from '@/core/navigation/navigator';
import { appRoutes } from './routes';

const routes = appRoutes as RouteObject[];

export function createAppRouter() {
  const router = createBrowserRouter(routes);
  registerRouter(router);
  return router;
}

/** Tests: the same route table in memory, starting at `initialPath`. */
export function createTestRouter(initialPath: string) {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  registerRouter(router);
  return router;
}
