/*
 * What the hosted search service's tests share: the simulator on the seed's clock, one search
 * through the real client as the portal's lists send it, and an organisation's search key.
 */
import { liteClient } from 'algoliasearch/lite';
import { DEFAULT_SEARCH_INDEX, type SearchHit } from '@/domain/contract';
import { fetchKeyFor } from '@simulator/lib/hash';
import { runSimulatorOnClock } from '@simulator/testing/helpers';
import { SEED_NOON } from '../../simulator/tests/catalogueSupport';

export const APP_ID = 'SIMULATORAPP';

/** One search through the real client, as the portal's lists send it. */
export async function search(key: string, request: Record<string, unknown>) {
  const client = liteClient(APP_ID, key);
  const { results } = await client.search<SearchHit>({
    requests: [{ indexName: DEFAULT_SEARCH_INDEX, ...request }],
  });
  return results[0] as {
    hits: (SearchHit & { _highlightResult: Record<string, { value: string }> })[];
    nbHits: number;
    page: number;
    nbPages: number;
    hitsPerPage: number;
    facets: Record<string, Record<string, number>>;
    index: string;
    query: string;
  };
}

/** Starts the simulator for this test file (call once, at its top). */
export function hostedSearchKit() {
  const { getStore } = runSimulatorOnClock(() => SEED_NOON);

  const koala = () => getStore().organisations.find((o) => o.name === 'Koala Supply Co')!;
  /** The search key of the organisation's first active member (keys are per member). */
  function keyOf(uid: string): string {
    const store = getStore();
    const organisation = store.organisations.find((o) => o.uid === uid)!;
    const member = store.memberships.find(
      (m) => m.organisation_id === organisation.id && m.status === 'active',
    )!;
    return fetchKeyFor(uid, member.user_id);
  }

  return { getStore, koala, keyOf };
}
