import { createContext, useContext } from 'react';
import type { ProductDetail } from '@/domain/contract';
import type { RestockBurn } from '@/domain/orders/restock';

/**
 * What a product's Restock needs of the orders feature: the inbound draft it writes. Orders
 * imports products (an order line is a product), so products may not import orders back
 * (scripts/lint/importGraph.ts): the app hands these in (app/Providers.tsx), loaded only when a
 * product shows Restock, so the product pages still do not carry the order code.
 */
export interface RestockDrafts {
  /** Whether `owner` has an inbound draft a restock would replace. */
  hasInboundDraft(owner: string): boolean;
  /** Writes the restock draft for `owner` (the wizard resumes it) and says whether it did. */
  startRestockDraft(owner: string, product: ProductDetail, burn: RestockBurn): boolean;
}

const RestockDraftsContext = createContext<(() => Promise<RestockDrafts>) | null>(null);

/** Gives the product pages the loader of the orders module's inbound draft. */
export const RestockDraftsProvider = RestockDraftsContext.Provider;

/** The loader, or null where none is given (no Restock then). */
export const useRestockDraftsLoader = () => useContext(RestockDraftsContext);
