import { findPattern } from '@/lib/routePattern';
import { humanizeSegment } from '@/lib/pageTitle';

export const BREADCRUMB_HOME_PATH = '/dashboard';
/** At this width or narrower only the last two segments are kept. */
export const BREADCRUMB_MOBILE_MAX_WIDTH = 576;
/** More items than this collapse behind an ellipsis. */
export const BREADCRUMB_COLLAPSE_AFTER = 8;

export interface Crumb {
  /** Stable React key: the path up to and including this crumb ('home' for the home entry). */
  key: string;
  label: string;
  /** Absent on the last crumb and on paths that are not a route of their own. */
  href?: string;
  home?: boolean;
}

export interface BreadcrumbInput {
  pathname: string;
  /** Every known route pattern (absolute, `:name` for dynamic segments). */
  patterns: readonly string[];
  /** Display names registered by detail pages, by the dynamic segment's value. */
  names?: Readonly<Record<string, string>>;
  viewportWidth?: number;
}

const splitPath = (path: string) => path.split(/[?#]/)[0].split('/').filter(Boolean);

/**
 * A splat (`*`, the not-found catch-all) would make every prefix look like a page, so only
 * concrete patterns decide whether an intermediate crumb may link.
 */
function isKnownPath(patterns: readonly string[], path: string): boolean {
  return (
    findPattern(
      patterns.filter((p) => !p.includes('*')),
      path,
    ) !== undefined
  );
}

/** Indices of the segments that are dynamic in the pattern the whole path matched. */
function dynamicIndices(patterns: readonly string[], pathname: string): Set<number> {
  const pattern = findPattern(patterns, pathname);
  const indices = new Set<number>();
  splitPath(pattern ?? '').forEach((seg, i) => {
    if (seg.startsWith(':')) indices.add(i);
  });
  return indices;
}

/**
 * The breadcrumb rules, applied in order: Home first, then one crumb per path segment (a dynamic
 * segment shows the name its page registered, else `#value`), linking only where the path is a
 * route of its own; settings pages drop Home and 'Settings'; narrow screens keep the last two; the
 * last crumb never links.
 */
export function buildBreadcrumbs({
  pathname,
  patterns,
  names = {},
  viewportWidth = Number.POSITIVE_INFINITY,
}: BreadcrumbInput): Crumb[] {
  const segments = splitPath(pathname);
  const dynamic = dynamicIndices(patterns, pathname);

  const segmentCrumbs: Crumb[] = segments.map((segment, i) => {
    const path = `/${segments.slice(0, i + 1).join('/')}`;
    const label = dynamic.has(i) ? (names[segment] ?? `#${segment}`) : humanizeSegment(segment);
    return { key: path, label, href: isKnownPath(patterns, path) ? path : undefined };
  });

  let crumbs: Crumb[] = [
    { key: 'home', label: 'Home', href: BREADCRUMB_HOME_PATH, home: true },
    ...segmentCrumbs,
  ];
  // Settings pages live in their own section; home and 'Settings' would only add noise there.
  if (segments[0] === 'settings') crumbs = crumbs.slice(2);
  if (viewportWidth <= BREADCRUMB_MOBILE_MAX_WIDTH) crumbs = crumbs.slice(-2);

  return crumbs.map((crumb, i) =>
    i === crumbs.length - 1 ? { key: crumb.key, label: crumb.label, home: crumb.home } : crumb,
  );
}

export type CollapsedItem = { kind: 'crumb'; crumb: Crumb } | { kind: 'ellipsis'; hidden: Crumb[] };

/**
 * More than 8 crumbs collapse to first, ellipsis, last (one kept before, one after);
 * `expanded` shows them all once the ellipsis has been pressed.
 */
export function collapseBreadcrumbs(crumbs: Crumb[], expanded = false): CollapsedItem[] {
  const all = crumbs.map((crumb): CollapsedItem => ({ kind: 'crumb', crumb }));
  if (expanded || crumbs.length <= BREADCRUMB_COLLAPSE_AFTER) return all;
  return [all[0], { kind: 'ellipsis', hidden: crumbs.slice(1, -1) }, all[all.length - 1]];
}
