import type { PageLoader } from '../../core/routing/pageRoute';
import { recordRoutes } from '../../core/routing/recordRoutes';
import type { AppRoute } from '../../core/routing/routeHandle';

type PathOf = (id: string) => string;

export type PartnerTabKey = 'summary' | 'products';

/** A trading partner's names, its addresses, its place under Manage and its pages. */
export interface Partner {
  one: string;
  many: string;
  order: number;
  paths: { list: string; new: string; edit: PathOf; summary: PathOf; products: PathOf };
  /** The list, the add wizard, the edit page and the two tabs, each a lazy chunk. */
  pages: Record<'list' | 'new' | 'edit' | PartnerTabKey, PageLoader>;
}

/**
 * Suppliers and customers have the same pages: the list, the add wizard, and per record its
 * summary (with an edit page) and its products. Looking needs `view`; adding and editing `edit`.
 */
export function partnerRoutes({ one, many, order, paths, pages }: Partner): AppRoute[] {
  return recordRoutes<PartnerTabKey>(
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
    pages,
  );
}
