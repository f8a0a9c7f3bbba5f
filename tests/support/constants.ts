/*
 * Test constants shared by the integration tests (vitest), the browser tests (Playwright's Node)
 * and the benchmarks: framework-free on purpose (no vitest, testing-library, React or Playwright
 * import), so every runner can load it.
 */

/** The password of every demo account, as the seed sets it. */
export { DEMO_PASSWORD } from '../../simulator/src/seed/demoAccounts';

/** What the portal says when a request gets no answer (src/api/apiError.ts). */
export const NETWORK_MESSAGE =
  "We're unable to process your request at the moment. Please try again shortly.";

/** The header row of the inventory report's CSV export, column by column. */
export const INVENTORY_CSV_HEADER = [
  'SKU',
  'Title',
  'Category',
  'Warehouses',
  'On hand',
  'Available',
  'On hold',
  'Unit cost (AUD)',
  'Stock value (AUD)',
  'Low stock',
];
