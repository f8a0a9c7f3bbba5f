import { createServerCache } from '@/api/baseApiLoader';
import type { HttpDeps } from '@/api/deps';
import { createSearchClients } from '@/api/search/searchClient';
import { createTransport } from '@/api/transport';
import type { AppContext } from '@/core/appContext';
import { createNavigation } from '@/core/navigation/navigator';

export type { AppContext } from '@/core/appContext';

/**
 * The one place an app's context is built (src/core/appContext.tsx): a transport with its hold
 * and HTTP dependencies, navigation, the server cache's attachment and the search clients. The
 * store gets it as its thunks' extra argument (makeStore), React through Providers; the app
 * (main.tsx) and every test build their own.
 */
export function createAppContext(config: { http?: Partial<HttpDeps> } = {}): AppContext {
  const transport = createTransport(config.http);
  return {
    transport,
    navigation: createNavigation(),
    serverCache: createServerCache(),
    search: createSearchClients(transport),
  };
}
