import { liteClient, type LiteClient } from 'algoliasearch/lite';
import { appConfig } from '../config';

/**
 * The hosted search service's client (SPEC §7: the application id plus the user's fetch_key,
 * which is scoped to the current organisation). One client per key, so switching organisation
 * never shows the last organisation's cached hits. The simulator answers the same requests on
 * `<app id>-dsn.algolia.net` (docs/simulator.md).
 */
let current: { key: string; client: LiteClient } | null = null;

export function searchClientFor(fetchKey: string): LiteClient {
  if (current?.key !== fetchKey)
    current = { key: fetchKey, client: liteClient(appConfig.searchAppId, fetchKey) };
  return current.client;
}

/**
 * Forgets cached answers. Call after every write that changes what a list shows (create, edit,
 * archive, breakdown): the client caches responses in memory, and the next search must see the
 * write (STACK.md).
 */
export async function clearSearchCache(): Promise<void> {
  await current?.client.clearCache();
}
