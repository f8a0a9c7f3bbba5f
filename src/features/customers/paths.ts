import type { DetailTab } from '@/components/page/detailTabs';
import type { PartnerTab } from '@/components/partners/kinds';
import { recordPaths } from '@/core/routing/recordPaths';
import { RESUME_QUERY } from '@/lib/drafts/draftStore';

const customers = recordPaths('/manage/customers');

/**
 * Every address of the customer screens. The route table builds its patterns from these
 * (`customerPaths.summary(ID)`), links build addresses: no path is written twice.
 */
export const customerPaths = {
  ...customers,
  /** 'Continue Adding Customer': the wizard picks the draft up without asking. */
  resume: `${customers.new}${RESUME_QUERY}`,
  products: (id: number | string) => `${customers.record(id)}/products`,
} as const;

/** The customer detail tabs, in order; each is a route of customerRoutes. */
export const customerTabs = [
  { key: 'summary', label: 'Summary', path: customerPaths.summary },
  { key: 'products', label: 'Products', path: customerPaths.products },
] as const satisfies readonly DetailTab<PartnerTab>[];
