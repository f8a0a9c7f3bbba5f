import { pageRoute, type PageLoader } from './pageRoute';
import type { AccessRule } from '@/domain/permissions/accessControl';
import type { AppRoute, NavEntry, RouteHandle } from './routeHandle';
import { ID } from './routeParams';

/** A tab of a record's detail page; its route is titled '<one> <label>' ('Product Movement'). */
export interface RecordTab<K extends string> {
  key: K;
  label: string;
  path: (id: string) => string;
  /** A tab stricter than the record's pages (an Activity tab: admins only): its route's rule. */
  rule?: AccessRule;
}

/**
 * A domain of records as its route table sees it: its name, where its list stands in the side
 * navigation, its addresses (recordPaths) and its detail tabs, the summary among them.
 */
export interface RecordDomain<K extends string = never> {
  /** 'Product': the pages 'Add Product', 'Edit Product' and 'Product Summary'. */
  one: string;
  /** 'Products': the list's title and its label in the side navigation. */
  many: string;
  nav: Omit<NavEntry, 'label'>;
  paths: { list: string; new: string; edit: (id: string) => string };
  tabs?: readonly RecordTab<K>[];
}

/** The page of each route a record domain has: its list, add and edit pages and one per tab. */
export type RecordPages<K extends string> = Record<'list' | 'new' | 'edit' | K, PageLoader>;

interface RecordRoute<K extends string> {
  page: keyof RecordPages<K>;
  path: string;
  handle: RouteHandle & { title: string };
}

/** Looking (the list, the tabs) needs the `view` permission; adding and editing need `edit`. */
function recordRouteList<K extends string>(domain: RecordDomain<K>): RecordRoute<K>[] {
  const { one, many, nav, paths, tabs = [] } = domain;
  return [
    {
      page: 'list',
      path: paths.list,
      handle: { permission: 'view', title: many, nav: { ...nav, label: many } },
    },
    { page: 'new', path: paths.new, handle: { permission: 'edit', title: `Add ${one}` } },
    { page: 'edit', path: paths.edit(ID), handle: { permission: 'edit', title: `Edit ${one}` } },
    ...tabs.map(({ key, label, path, rule }) => ({
      page: key,
      path: path(ID),
      handle: { permission: 'view' as const, ...rule, title: `${one} ${label}` },
    })),
  ];
}

/** The routes of a domain of records, each showing the page named for it. */
export function recordRoutes<K extends string = never>(
  domain: RecordDomain<K>,
  pages: RecordPages<NoInfer<K>>,
): AppRoute[] {
  return recordRouteList(domain).map(({ page, path, handle }) =>
    pageRoute(path, pages[page], handle),
  );
}
