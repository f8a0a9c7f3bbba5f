import { RESUME_QUERY } from '@/lib/drafts/draftStore';
import type { DetailTab } from '@/components/page/detailTabs';
import { recordPaths } from '@/core/routing/recordPaths';
import { ACTIVITY_RULE } from '@/domain/activity/activityRule';

type Id = number | string;

const products = recordPaths('/space/products');
const typeNew = (id: Id) => `${products.record(id)}/types/new`;
const typeEdit = (id: Id) => `${products.record(id)}/types/edit`;

/**
 * Every address of the product screens. The route table builds its patterns from these
 * (`productPaths.summary(ID)`), links and navigations build addresses: no path is written twice.
 */
export const productPaths = {
  ...products,
  /** Where 'Continue Adding Product' leads: the wizard resumes the stored draft. */
  resume: `${products.new}${RESUME_QUERY}`,
  /** The bulk editor of the products selected in the list (bulk/bulkSelection.ts). */
  bulkEdit: `${products.list}/bulk-edit`,
  types: (id: Id) => `${products.record(id)}/types`,
  /** The add-type page without its ?unit= (the route's pattern). */
  typeNew,
  /** The edit-type page without its ?unit= (the route's pattern). */
  typeEdit,
  newType: (id: Id, unit: string) => `${typeNew(id)}?unit=${unit}`,
  editType: (id: Id, unit: string) => `${typeEdit(id)}?unit=${unit}`,
  movement: (id: Id) => `${products.record(id)}/movement`,
  history: (id: Id) => `${products.record(id)}/history`,
  activity: (id: Id) => `${products.record(id)}/activity`,
} as const;

/** The product detail tabs, in order; each is a route of productRoutes. */
export const productTabs = [
  { key: 'summary', label: 'Summary', path: productPaths.summary },
  { key: 'types', label: 'Types', path: productPaths.types },
  { key: 'movement', label: 'Movement', path: productPaths.movement },
  { key: 'history', label: 'History', path: productPaths.history },
  { key: 'activity', label: 'Activity', path: productPaths.activity, rule: ACTIVITY_RULE },
] as const satisfies readonly DetailTab[];

export type ProductTab = (typeof productTabs)[number]['key'];
