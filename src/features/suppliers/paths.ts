import type { DetailTab } from '@/components/page/detailTabs';
import type { PartnerTab } from '@/components/partners/kinds';
import { recordPaths } from '@/core/routing/recordPaths';
import { RESUME_QUERY } from '@/lib/drafts/draftStore';

const suppliers = recordPaths('/manage/suppliers');

/**
 * Every address of the supplier screens. The route table builds its patterns from these
 * (`supplierPaths.summary(ID)`), links build addresses: no path is written twice.
 */
export const supplierPaths = {
  ...suppliers,
  /** 'Continue Adding Supplier': the wizard picks the draft up without asking. */
  resume: `${suppliers.new}${RESUME_QUERY}`,
  products: (id: number | string) => `${suppliers.record(id)}/products`,
} as const;

/** The supplier detail tabs, in order; each is a route of supplierRoutes. */
export const supplierTabs = [
  { key: 'summary', label: 'Summary', path: supplierPaths.summary },
  { key: 'products', label: 'Products', path: supplierPaths.products },
] as const satisfies readonly DetailTab<PartnerTab>[];
