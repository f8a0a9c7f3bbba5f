/**
 * The stores a test's apps run on, closed once the test is done (tests/setupDom.ts): a store
 * signed in keeps a live-updates connection whose monitor polls on a Node timer, which happy-dom's
 * cleanup between files does not reach. Left open, it kept the app, its simulator and its store
 * alive for the rest of the worker's files, and the collector's work grew with them
 * (docs/performance.md, "Tests").
 */
const openStores = new Set<{ close(): void }>();

/** Closes `store` when the running test ends. */
export function closeAfterTest<Store extends { close(): void }>(store: Store): Store {
  openStores.add(store);
  return store;
}

/** Closes every store the test opened (after its apps are unmounted). */
export function closeTestStores() {
  for (const store of openStores) store.close();
  openStores.clear();
}
