/**
 * The URL-state module: everything the portal keeps in the URL's search params goes through
 * here. Server lists (`useListParams`, `ListParamsConfig`), the hosted-search lists
 * (`searchListRoute`: InstantSearch's state ↔ the URL) share one set of page sizes and one way
 * of reading ?page= and ?per_page=; pages that read a link's parameter or keep a view setting
 * use the small hooks of `searchParams`. ESLint forbids react-router's useSearchParams outside
 * this folder.
 */
export * from './listParams';
export * from './searchListRoute';
export * from './searchParams';
export * from './useListParams';
