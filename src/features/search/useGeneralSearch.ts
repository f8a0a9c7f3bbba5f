import {
  useCatalogueHits,
  type CatalogueHits,
} from '@/components/catalogue-search/useCatalogueHits';
import { useAppSelector } from '@/core/hooks';
import type { AppRoute } from '@/core/routing/routeHandle';
import { BUNDLE_FILTER, PRODUCT_FILTER } from '@/domain/catalogue/searchContract';
import type { Partner, PartnerKind } from '@/domain/partners/contract';
import { bundlePaths } from '@/features/bundles/paths';
import { useListOrdersQuery } from '@/features/orders/api';
import { orderPaths } from '@/features/orders/paths';
import { useListPartnersQuery } from '@/features/partners/api';
import { customerPaths, supplierPaths } from '@/features/partners/paths';
import { productPaths } from '@/features/products/paths';
import { useListTicketsQuery } from '@/features/support/api';
import { supportPaths } from '@/features/support/paths';
import { GENERAL_SEARCH_MIN, routeAllows, type PaletteEntry } from './paletteEntries';

/** Results shown per kind; the kind's own list has the rest. */
export const RESULTS_PER_KIND = 5;
/** Supplier and customer search takes at most 25 characters. */
export const PARTNER_QUERY_MAX = 25;

export type GroupStatus = 'loading' | 'error' | 'done';

/** One kind of record in the general search: each loads, fails and answers on its own. */
export interface SearchGroup {
  key: string;
  title: string;
  status: GroupStatus;
  entries: PaletteEntry[];
  /** Why this kind was not searched (a query too long for it). */
  note?: string;
  /** The kind's list searched for the same text ("See all"), where one list holds the kind. */
  listPath?: string;
}

interface QueryState<T> {
  data?: { data: T[] };
  isFetching: boolean;
  isError: boolean;
}

const withText = (list: string, key: string, text: string) =>
  `${list}?${new URLSearchParams({ [key]: text }).toString()}`;

const statusOf = (q: QueryState<unknown>): GroupStatus =>
  q.isError ? 'error' : q.isFetching || !q.data ? 'loading' : 'done';

/** The two kinds the hosted search service holds, searched as their lists search them. */
const CATALOGUE_KINDS = [
  {
    key: 'products',
    title: 'Products',
    noun: 'Product',
    filter: PRODUCT_FILTER,
    paths: productPaths,
  },
  { key: 'bundles', title: 'Bundles', noun: 'Bundle', filter: BUNDLE_FILTER, paths: bundlePaths },
] as const;

/** Suppliers and customers: each its own list's search, a hit named as that list names it. */
const PARTNER_KINDS = {
  supplier: {
    key: 'suppliers',
    title: 'Suppliers',
    paths: supplierPaths,
    label: (p: Partner) => p.company || p.name,
    hint: (p: Partner) => `Supplier · ${p.name}`,
  },
  customer: {
    key: 'customers',
    title: 'Customers',
    paths: customerPaths,
    label: (p: Partner) => p.name,
    hint: (p: Partner) => `Customer${p.company ? ` · ${p.company}` : ''}`,
  },
} as const;

/** A partner kind's group; a query too long for the partner search shows `tooLong` instead. */
function partnerGroup(
  kind: PartnerKind,
  found: QueryState<Partner>,
  query: string,
  tooLong: string | undefined,
): SearchGroup {
  const { key, title, paths, label, hint } = PARTNER_KINDS[kind];
  return {
    key,
    title,
    status: tooLong ? 'done' : statusOf(found),
    note: tooLong,
    listPath: tooLong ? paths.list : withText(paths.list, 'query', query),
    entries: (tooLong ? [] : (found.data?.data ?? [])).map((p) => ({
      id: `${kind}:${p.id}`,
      label: label(p),
      hint: hint(p),
      path: paths.summary(p.id),
    })),
  };
}

const statusOfHits = (h: CatalogueHits): GroupStatus =>
  h.failed ? 'error' : h.loading ? 'loading' : 'done';

/**
 * The general search: at least three characters, across products and bundles (the hosted search
 * service), orders by reference, suppliers, customers and support chats (their lists' search),
 * each kind only where the user's role may open its list.
 */
export function useGeneralSearch(text: string, routes: AppRoute[]): SearchGroup[] {
  const user = useAppSelector((s) => s.session.user);
  const query = text.trim();
  const active = query.length >= GENERAL_SEARCH_MIN && user !== null;
  const may = (path: string) => active && user !== null && routeAllows(routes, user, path);
  const partnerQuery = query.length <= PARTNER_QUERY_MAX;
  const page = { query, page: 1, per_page: RESULTS_PER_KIND };

  const catalogue = [
    useCatalogueHits({
      query,
      filter: PRODUCT_FILTER,
      hitsPerPage: RESULTS_PER_KIND,
      enabled: may(productPaths.list),
    }),
    useCatalogueHits({
      query,
      filter: BUNDLE_FILTER,
      hitsPerPage: RESULTS_PER_KIND,
      enabled: may(bundlePaths.list),
    }),
  ];
  const orders = useListOrdersQuery(page, { skip: !may(orderPaths.list('outbound')) });
  const suppliers = useListPartnersQuery(
    { kind: 'supplier', ...page },
    { skip: !may(supplierPaths.list) || !partnerQuery },
  );
  const customers = useListPartnersQuery(
    { kind: 'customer', ...page },
    { skip: !may(customerPaths.list) || !partnerQuery },
  );
  const chats = useListTicketsQuery(page, { skip: !may(supportPaths.chats) });

  if (!active) return [];
  const tooLong = partnerQuery
    ? undefined
    : `Supplier and customer search takes at most ${PARTNER_QUERY_MAX} characters.`;
  const groups: (SearchGroup | false)[] = [
    ...CATALOGUE_KINDS.map(
      (kind, i) =>
        may(kind.paths.list) && {
          key: kind.key,
          title: kind.title,
          status: statusOfHits(catalogue[i]!),
          listPath: withText(kind.paths.list, 'q', query),
          entries: catalogue[i]!.hits.map((h) => ({
            id: `${kind.noun.toLowerCase()}:${h.id}`,
            label: h.title,
            hint: `${kind.noun} · ${h.sku}`,
            path: kind.paths.summary(h.id),
          })),
        },
    ),
    may(orderPaths.list('outbound')) && {
      key: 'orders',
      title: 'Orders',
      status: statusOf(orders),
      entries: (orders.data?.data ?? []).map((o) => ({
        id: `order:${o.id}`,
        label: o.reference.startsWith('#') ? o.reference : `#${o.reference}`,
        hint: `${o.type === 'inbound' ? 'Inbound' : 'Outbound'} order · ${o.customer_name}`,
        path: orderPaths.summary(o.type, o.id),
      })),
    },
    may(supplierPaths.list) && partnerGroup('supplier', suppliers, query, tooLong),
    may(customerPaths.list) && partnerGroup('customer', customers, query, tooLong),
    may(supportPaths.chats) && {
      key: 'chats',
      title: 'Support chats',
      status: statusOf(chats),
      listPath: supportPaths.chatsWith({ q: query }),
      entries: (chats.data?.data ?? []).map((t) => ({
        id: `chat:${t.uid}`,
        label: t.subject,
        hint: `Chat${t.order ? ` · order #${t.order.reference}` : ''}`,
        path: supportPaths.chat(t.uid),
      })),
    },
  ];
  return groups.filter((g): g is SearchGroup => g !== false);
}
