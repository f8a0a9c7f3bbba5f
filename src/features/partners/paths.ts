import type { DetailTab } from '@/components/page/detailTabs';
import { recordPaths } from '@/core/routing/recordPaths';
import { ACTIVITY_RULE } from '@/domain/activity/activityRule';
import { RESUME_QUERY } from '@/lib/drafts/draftStore';
import type { PartnerTab } from './kinds';

/**
 * Every address of a kind's screens. The route table builds its patterns from these
 * (`supplierPaths.summary(ID)`), links build addresses: no path is written twice.
 */
function partnerPaths(base: string) {
  const record = recordPaths(base);
  return {
    ...record,
    /** 'Continue Adding Supplier/Customer': the wizard picks the draft up without asking. */
    resume: `${record.new}${RESUME_QUERY}`,
    products: (id: number | string) => `${record.record(id)}/products`,
    activity: (id: number | string) => `${record.record(id)}/activity`,
  } as const;
}

/** A kind's detail tabs, in order; each is a route of the kind's routes. */
function partnerTabs(paths: ReturnType<typeof partnerPaths>) {
  return [
    { key: 'summary', label: 'Summary', path: paths.summary },
    { key: 'products', label: 'Products', path: paths.products },
    { key: 'activity', label: 'Activity', path: paths.activity, rule: ACTIVITY_RULE },
  ] as const satisfies readonly DetailTab<PartnerTab>[];
}

export const supplierPaths = partnerPaths('/manage/suppliers');
export const customerPaths = partnerPaths('/manage/customers');
export const supplierTabs = partnerTabs(supplierPaths);
export const customerTabs = partnerTabs(customerPaths);
