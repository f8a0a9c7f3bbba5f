import { liteClient, type LiteClient } from 'algoliasearch/lite';
import { appConfig } from '../config';
import { contextOf } from '../apiContext';
import { requestTimeouts, withDeadline } from '../timeouts';
import type { Transport } from '../transport';

type SearchParams = Parameters<LiteClient['search']>[0];
type Params = Record<string, unknown>;

/** Facet loading asks for page 1 with 1 hit. */
export const FACET_LOAD_PAGING = { page: 1, hitsPerPage: 1 } as const;

const isFacetLoad = (params: Params) => params.hitsPerPage === 0;

/**
 * InstantSearch loads facet counts with extra requests that ask for no hits; the service is asked
 * for page 1 with 1 hit instead, as the provider expects. Hit requests pass untouched.
 */
export function withFacetLoadPaging(params: SearchParams): SearchParams {
  if (Array.isArray(params)) {
    return params.map((request) => {
      const inner = (request.params ?? {}) as Params;
      return isFacetLoad(inner)
        ? { ...request, params: { ...inner, ...FACET_LOAD_PAGING } }
        : request;
    }) as SearchParams;
  }
  if (params && 'requests' in params) {
    return {
      ...params,
      requests: params.requests.map((request) =>
        isFacetLoad(request as Params) ? { ...request, ...FACET_LOAD_PAGING } : request,
      ),
    } as SearchParams;
  }
  return params;
}

/**
 * The hosted search service's clients of one app (its context's `search`): the application id
 * plus the user's fetch_key, which is scoped to the current organisation. One client per key, so
 * switching organisation never shows the last organisation's cached hits. The simulator answers
 * the same requests on `<app id>-dsn.algolia.net` (docs/simulator.md).
 */
export interface SearchClients {
  clientFor(fetchKey: string): LiteClient;
  /**
   * Forgets cached answers. Call after every write that changes what a list shows (create,
   * edit, archive, breakdown): the client caches responses in memory, and the next search must
   * see the write (STACK.md).
   */
  clearCache(): Promise<void>;
}

export function createSearchClients(transport: Transport): SearchClients {
  let current: { key: string; client: LiteClient } | null = null;
  return {
    clientFor(fetchKey) {
      if (current?.key !== fetchKey) {
        const client = liteClient(appConfig.searchAppId, fetchKey);
        // Like every request, a search waits for the transport's hold (transport.ts). The
        // timeout policy's search limit: a list never waits on a search that does not answer.
        const search: LiteClient['search'] = (params, options) =>
          transport.whenReady(() =>
            withDeadline(
              client.search(withFacetLoadPaging(params), options),
              requestTimeouts().searchMs,
            ),
          );
        current = { key: fetchKey, client: { ...client, search } };
      }
      return current.client;
    },
    async clearCache() {
      await current?.client.clearCache();
    },
  };
}

/**
 * `onQueryStarted` for every mutation that changes what the search lists show (catalogue
 * create, edit, archive, breakdown, category writes): once the server accepts the write, the
 * client forgets its cached answers. Pages never clear the cache by hand.
 *
 *     createProduct: build.mutation({ query: …, onQueryStarted: clearsSearchCache })
 */
export async function clearsSearchCache(
  _arg: unknown,
  { queryFulfilled, extra }: { queryFulfilled: Promise<unknown>; extra: unknown },
): Promise<void> {
  try {
    await queryFulfilled;
    await contextOf(extra).search.clearCache();
  } catch {
    // The failure reaches the caller through the mutation's own result.
  }
}
