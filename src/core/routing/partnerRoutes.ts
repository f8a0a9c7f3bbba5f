import { placeholderRecordRoutes } from './recordRoutes';
import type { AppRoute } from './routeHandle';

type PathOf = (id: string) => string;

/** A trading partner's names, its addresses and its place under Manage in the side navigation. */
export interface Partner {
  one: string;
  many: string;
  order: number;
  paths: { list: string; new: string; edit: PathOf; summary: PathOf; products: PathOf };
}

/**
 * Suppliers and customers have the same pages: the list, the add wizard, and per record its
 * summary (with an edit page) and its products. Until their issue builds them, placeholders.
 */
export function partnerRoutes({ one, many, order, paths }: Partner): AppRoute[] {
  return placeholderRecordRoutes(
    {
      one,
      many,
      nav: { section: 'Manage', order },
      paths,
      tabs: [
        { key: 'summary', label: 'Summary', path: paths.summary },
        { key: 'products', label: 'Products', path: paths.products },
      ],
    },
    'the suppliers and customers issue (not yet filed)',
  );
}
