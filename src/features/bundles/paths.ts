import { RESUME_QUERY } from '@/lib/drafts/draftStore';
import type { DetailTab } from '@/components/page/detailTabs';
import { recordPaths } from '@/core/routing/recordPaths';

const bundles = recordPaths('/space/bundles');

/**
 * Every address of the bundle screens. The route table builds its patterns from these
 * (`bundlePaths.summary(ID)`), links and navigations build addresses: no path is written twice.
 */
export const bundlePaths = {
  ...bundles,
  /** 'Continue Adding Bundle': the wizard picks the draft up without asking. */
  resume: `${bundles.new}${RESUME_QUERY}`,
  movement: (id: number | string) => `${bundles.record(id)}/movement`,
} as const;

/** The bundle detail tabs, in order; each is a route of bundleRoutes. */
export const bundleTabs = [
  { key: 'summary', label: 'Summary', path: bundlePaths.summary },
  { key: 'movement', label: 'Movement', path: bundlePaths.movement },
] as const satisfies readonly DetailTab[];

export type BundleTab = (typeof bundleTabs)[number]['key'];
