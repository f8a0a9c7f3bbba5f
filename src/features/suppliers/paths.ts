import { recordPaths } from '@/core/routing/recordPaths';

const suppliers = recordPaths('/manage/suppliers');

/**
 * Every address of the supplier screens. The route table builds its patterns from these
 * (`supplierPaths.summary(ID)`), links build addresses: no path is written twice.
 */
export const supplierPaths = {
  ...suppliers,
  products: (id: number | string) => `${suppliers.record(id)}/products`,
} as const;
