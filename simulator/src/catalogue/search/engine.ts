import { PRODUCT_FACETS, SEARCH_INDICES, type SearchHit } from '@/domain/contract';
import { parseFacetFilters, parseFilters, parseNumericFilters, type Predicate } from './filters';
import { countFacetValues, facetCountsOf, facetIndex, type IndexedHit } from './hitFacts';

/**
 * One Algolia query over the records: full text, filters, facet counts, the index's sort and
 * pagination, answered in Algolia's response shape. Decisions (docs/simulator.md): the query is
 * split into words and every word must be a case-insensitive substring of the SKU, title or
 * barcode (no prefix ranking, no typo tolerance: the portal's tests pin these counts); facet
 * counts are over the hits that match the query and every filter; hitsPerPage defaults to 20
 * and is clamped to 0–1000.
 */
export type SearchParams = Record<string, unknown>;

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const HIT_SORTS: Record<string, (a: SearchHit, b: SearchHit) => number> = {
  [SEARCH_INDICES.skuAsc]: (a, b) => collator.compare(a.sku, b.sku) || a.id - b.id,
  [SEARCH_INDICES.stockAsc]: (a, b) => a.stock - b.stock || collator.compare(a.sku, b.sku),
  [SEARCH_INDICES.createdDesc]: (a, b) =>
    b.created_at_timestamp - a.created_at_timestamp || b.id - a.id,
};
export const isKnownIndex = (name: string): boolean => name in HIT_SORTS;

/**
 * The records in an index's order, sorted once per records array: records.ts hands out the same
 * array until something in it changes, and filtering a sorted array keeps it sorted, so a query
 * filters instead of sorting 10,000 records again.
 */
const sortedByIndex = new WeakMap<readonly IndexedHit[], Map<string, readonly IndexedHit[]>>();
function inIndexOrder(records: readonly IndexedHit[], indexName: string): readonly IndexedHit[] {
  let sorts = sortedByIndex.get(records);
  if (!sorts) {
    sorts = new Map();
    sortedByIndex.set(records, sorts);
  }
  let sorted = sorts.get(indexName);
  if (!sorted) {
    const compare = HIT_SORTS[indexName];
    sorted = compare ? [...records].sort((a, b) => compare(a.hit, b.hit)) : records;
    sorts.set(indexName, sorted);
  }
  return sorted;
}

const FACETABLE: readonly string[] = PRODUCT_FACETS;
const DEFAULT_HITS_PER_PAGE = 20;
const MAX_HITS_PER_PAGE = 1000;

const int = (value: unknown, fallback: number) => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? Math.trunc(n) : fallback;
};

const words = (query: string) => query.toLowerCase().split(/\s+/).filter(Boolean);

function matchesQuery(record: IndexedHit, terms: string[]): boolean {
  return terms.every((t) => record.text.includes(t));
}

/**
 * What one query and its filters let through, with its facet counts once asked for. The last
 * few are kept per records array: opening the list, paging and changing the page size ask the
 * same query again, and 10,000 records need not be filtered and counted again for that.
 */
interface Matching {
  readonly records: readonly IndexedHit[];
  /** countFacetValues of the records, once a facet was asked for. */
  counts?: Int32Array;
}
const RECENT_MATCHINGS = 16;
const recentMatchings = new WeakMap<readonly IndexedHit[], Map<string, Matching>>();

/** Every record that the query and all filters let through, in the index's order. */
function matching(
  records: readonly IndexedHit[],
  indexName: string,
  params: SearchParams,
): Matching {
  const terms = words(typeof params.query === 'string' ? params.query : '');
  const filters = typeof params.filters === 'string' ? params.filters : '';
  const key = JSON.stringify([
    indexName,
    terms,
    filters,
    params.facetFilters ?? null,
    params.numericFilters ?? null,
  ]);
  let recent = recentMatchings.get(records);
  if (!recent) {
    recent = new Map();
    recentMatchings.set(records, recent);
  }
  const known = recent.get(key);
  if (known) return known;
  const predicates: Predicate[] = [
    parseFilters(filters),
    parseFacetFilters(params.facetFilters),
    parseNumericFilters(params.numericFilters),
  ];
  const found: Matching = {
    records: inIndexOrder(records, indexName).filter(
      (record) => matchesQuery(record, terms) && predicates.every((p) => p(record)),
    ),
  };
  recent.set(key, found);
  if (recent.size > RECENT_MATCHINGS) recent.delete(recent.keys().next().value!);
  return found;
}

function requestedFacets(raw: unknown): string[] {
  const list = typeof raw === 'string' ? [raw] : Array.isArray(raw) ? raw : [];
  if (list.includes('*')) return [...FACETABLE];
  return list.filter(
    (name): name is string => typeof name === 'string' && FACETABLE.includes(name),
  );
}

/** A facet's values and counts among the matching records (a name of PRODUCT_FACETS). */
function countsOf(found: Matching, name: string): Map<string, number> {
  found.counts ??= countFacetValues(found.records);
  return facetCountsOf(found.counts, facetIndex(name));
}

// Values the collator holds equal ('#ABC', '#abc') are put in code-point order.
const byCount = (a: [string, number], b: [string, number]) =>
  b[1] - a[1] || collator.compare(a[0], b[0]) || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);

/** `_highlightResult` for the searchable attributes, wrapping every matched word. */
function highlight(hit: SearchHit, terms: string[], pre: string, post: string) {
  const attr = (value: string) => {
    if (terms.length === 0) return { value, matchLevel: 'none', matchedWords: [] as string[] };
    const lower = value.toLowerCase();
    const matched = terms.filter((t) => lower.includes(t));
    if (matched.length === 0) return { value, matchLevel: 'none', matchedWords: [] as string[] };
    const pattern = new RegExp(
      matched.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'),
      'gi',
    );
    return {
      value: value.replace(pattern, (m) => `${pre}${m}${post}`),
      matchLevel: matched.length === terms.length ? 'full' : 'partial',
      matchedWords: matched,
      fullyHighlighted: matched.length === 1 && lower === matched[0],
    };
  };
  return { sku: attr(hit.sku), title: attr(hit.title), barcode: attr(hit.barcode) };
}

/** The `params` string Algolia echoes: the request's parameters, URL-encoded. */
function encodeParams(params: SearchParams): string {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (key === 'indexName' || key === 'type' || value === undefined) continue;
    out.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return out.toString();
}

export function searchIndex(
  records: readonly IndexedHit[],
  indexName: string,
  params: SearchParams,
) {
  const started = performance.now();
  const terms = words(typeof params.query === 'string' ? params.query : '');
  const found = matching(records, indexName, params);
  const matched = found.records;
  const hitsPerPage = Math.min(
    MAX_HITS_PER_PAGE,
    Math.max(0, int(params.hitsPerPage, DEFAULT_HITS_PER_PAGE)),
  );
  const page = Math.max(0, int(params.page, 0));
  const maxValues = Math.max(1, int(params.maxValuesPerFacet, 100));
  const facets: Record<string, Record<string, number>> = {};
  for (const name of requestedFacets(params.facets))
    facets[name] = Object.fromEntries(
      [...countsOf(found, name).entries()].sort(byCount).slice(0, maxValues),
    );
  const pre = typeof params.highlightPreTag === 'string' ? params.highlightPreTag : '<em>';
  const post = typeof params.highlightPostTag === 'string' ? params.highlightPostTag : '</em>';
  const hits = matched
    .slice(page * hitsPerPage, (page + 1) * hitsPerPage)
    .map(({ hit }) => ({ ...hit, _highlightResult: highlight(hit, terms, pre, post) }));
  return {
    hits,
    nbHits: matched.length,
    page,
    nbPages: hitsPerPage > 0 ? Math.ceil(matched.length / hitsPerPage) : 0,
    hitsPerPage,
    facets,
    exhaustiveFacetsCount: true,
    exhaustiveNbHits: true,
    exhaustive: { facetsCount: true, nbHits: true, typo: true },
    query: typeof params.query === 'string' ? params.query : '',
    params: encodeParams(params),
    index: indexName,
    renderingContent: {},
    processingTimeMS: Math.max(1, Math.round(performance.now() - started)),
  };
}

/** Search for facet values: the facet's values among the matching hits that contain facetQuery. */
export function searchFacetValues(
  records: readonly IndexedHit[],
  indexName: string,
  facetName: string,
  params: SearchParams,
) {
  const started = performance.now();
  const wanted = String(params.facetQuery ?? '').toLowerCase();
  const limit = Math.min(100, Math.max(1, int(params.maxFacetHits, 10)));
  const counts = FACETABLE.includes(facetName)
    ? countsOf(matching(records, indexName, params), facetName)
    : new Map<string, number>();
  const facetHits = [...counts.entries()]
    .filter(([value]) => value.toLowerCase().includes(wanted))
    .sort(byCount)
    .slice(0, limit)
    .map(([value, count]) => ({ value, highlighted: value, count }));
  return {
    facetHits,
    exhaustiveFacetsCount: true,
    processingTimeMS: Math.max(1, Math.round(performance.now() - started)),
  };
}
