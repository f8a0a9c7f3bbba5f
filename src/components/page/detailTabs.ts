import type { AccessRule } from '@/domain/permissions/accessControl';

/**
 * One tab of a detail page. Each tab is its own route: the domain declares its tabs in paths.ts
 * with the same path builders its route table builds the patterns from (`paths.summary(':id')`),
 * so a tab and its route cannot drift apart.
 */
export interface DetailTab<K extends string = string> {
  key: K;
  label: string;
  /** The tab's address for one record. */
  path: (id: number | string) => string;
  /**
   * Who may open the tab, when its route is stricter than the page's (SectionNav shows it
   * restricted, visible but disabled, to everyone else).
   */
  rule?: AccessRule;
}
