import { delay, http, HttpResponse } from 'msw';
import type { OrganisationRecord } from '../db/schema';
import {
  isKnownIndex,
  searchFacetValues,
  searchIndex,
  type SearchParams,
} from '../catalogue/search/engine';
import { FilterSyntaxError } from '../catalogue/search/filters';
import type { IndexedHit } from '../catalogue/search/hitFacts';
import { SEARCH_SOURCES, searchRecords } from '../catalogue/search/records';
import { fetchKeyFor } from '../lib/hash';
import type { Simulator } from '../server-rules/pipeline';

/**
 * The hosted search service (Algolia-compatible), answered from the store (docs/simulator.md
 * "Catalogue"). Matches any host, so the same handlers answer `https://<appid>-dsn.algolia.net`
 * in the browser and in tests and `http://localhost:8787/1/...` on the HTTP simulator. The key
 * (query parameter `x-algolia-api-key` in the browser, header `X-Algolia-API-Key` in Node) must
 * be the fetch_key of an active member of an organisation (one key per user and organisation:
 * a deactivated member's key is refused with 403), and picks that organisation's records.
 */
const SEARCH_LATENCY_CAP_MS = 20;
/** What a search reads: the key's member and organisation, and what its records are made of. */
const COLLECTIONS_READ = ['memberships', 'organisations', ...SEARCH_SOURCES] as const;
const algoliaError = (message: string, status: number) =>
  HttpResponse.json({ message, status }, { status });

/** Algolia v4 clients send `params` as a URL-encoded string; v5 sends the fields themselves. */
function normalise(request: Record<string, unknown>): SearchParams {
  const { params, ...rest } = request;
  let fromParams: SearchParams = {};
  if (typeof params === 'string') {
    fromParams = Object.fromEntries(
      [...new URLSearchParams(params).entries()].map(([key, value]) => {
        if (/^[[{]/.test(value.trim())) {
          try {
            return [key, JSON.parse(value) as unknown];
          } catch {
            return [key, value];
          }
        }
        return [key, value];
      }),
    );
  } else if (params && typeof params === 'object') fromParams = params as SearchParams;
  return { ...fromParams, ...rest };
}

async function readBody(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const text = await request.text();
    const parsed: unknown = text ? JSON.parse(text) : {};
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export function searchHandlers(sim: Simulator) {
  const { store } = sim;

  // Every member's key → its membership id, rebuilt when a membership or an organisation changes.
  let keys = { revision: '', membershipOf: new Map<string, number>() };
  const membershipIdFor = (key: string): number | undefined => {
    const revision = `${store.revision('memberships')}:${store.revision('organisations')}`;
    if (keys.revision !== revision) {
      const membershipOf = new Map<string, number>();
      for (const m of store.memberships.all()) {
        const organisation = store.organisations.get(m.organisation_id);
        if (organisation) membershipOf.set(fetchKeyFor(organisation.uid, m.user_id), m.id);
      }
      keys = { revision, membershipOf };
    }
    return keys.membershipOf.get(key);
  };

  /**
   * The organisation whose records a key may search: the key must be a member's, and that member
   * still active there (a deactivated or removed member's key is revoked).
   */
  const organisationFor = (request: Request): OrganisationRecord | undefined => {
    const url = new URL(request.url);
    const key =
      url.searchParams.get('x-algolia-api-key') ?? request.headers.get('x-algolia-api-key');
    if (!key) return undefined;
    const id = membershipIdFor(key);
    const membership = id === undefined ? undefined : store.memberships.get(id);
    if (membership?.status !== 'active') return undefined;
    return store.organisations.get(membership.organisation_id);
  };

  /**
   * Latency, key check, body, then `answer`. The hosted service answers from a replica near the
   * user in a few tens of ms whatever the API's latency: a third of the API's, at most
   * SEARCH_LATENCY_CAP_MS, so a keystroke can still paint its hits within 100 ms.
   */
  const handle =
    (
      answer: (
        records: () => readonly IndexedHit[],
        body: Record<string, unknown>,
        params: Record<string, string | readonly string[] | undefined>,
      ) => Response,
    ) =>
    async ({
      request,
      params,
    }: {
      request: Request;
      params: Record<string, string | readonly string[] | undefined>;
    }) => {
      const latency = Math.min(SEARCH_LATENCY_CAP_MS, Math.round(sim.latencyMs / 3));
      await Promise.all([latency > 0 ? delay(latency) : null, store.ready(COLLECTIONS_READ)]);
      const organisation = organisationFor(request);
      if (!organisation) return algoliaError('Invalid API key', 403);
      const body = await readBody(request);
      if (!body) return algoliaError('Invalid JSON', 400);
      let cached: readonly IndexedHit[] | null = null;
      const records = () => (cached ??= searchRecords(store, organisation.id));
      try {
        return answer(records, body, params);
      } catch (error) {
        if (error instanceof FilterSyntaxError)
          return algoliaError(`filters: ${error.message}`, 400);
        throw error;
      }
    };

  const run = (records: () => readonly IndexedHit[], request: Record<string, unknown>) => {
    const params = normalise(request);
    const indexName = String(params.indexName ?? '');
    if (params.type === 'facet') {
      const facet = String(params.facet ?? params.facetName ?? '');
      return searchFacetValues(records(), indexName, facet, params);
    }
    return searchIndex(records(), indexName, params);
  };

  return [
    // Multi-query: InstantSearch and `client.search()`; every request runs, in order.
    http.post(
      '*/1/indexes/*/queries',
      handle((records, body) => {
        const requests = Array.isArray(body.requests) ? (body.requests as unknown[]) : null;
        if (!requests) return algoliaError('Missing requests', 400);
        const normalised = requests.map((r) =>
          r && typeof r === 'object' ? (r as Record<string, unknown>) : {},
        );
        const unknown = normalised.find((r) => !isKnownIndex(String(r.indexName ?? '')));
        if (unknown) return algoliaError('Index does not exist', 404);
        const results = normalised.map((r) => run(records, r));
        return HttpResponse.json({ results });
      }),
    ),

    http.post(
      '*/1/indexes/:indexName/query',
      handle((records, body, params) => {
        const indexName = String(params.indexName);
        if (!isKnownIndex(indexName)) return algoliaError('Index does not exist', 404);
        return HttpResponse.json(run(records, { ...body, indexName }));
      }),
    ),

    http.post(
      '*/1/indexes/:indexName/facets/:facetName/query',
      handle((records, body, params) => {
        const indexName = String(params.indexName);
        if (!isKnownIndex(indexName)) return algoliaError('Index does not exist', 404);
        const facet = decodeURIComponent(String(params.facetName));
        return HttpResponse.json(searchFacetValues(records(), indexName, facet, normalise(body)));
      }),
    ),
  ];
}
