import { recordPaths } from '@/core/routing/recordPaths';

const customers = recordPaths('/manage/customers');

/**
 * Every address of the customer screens. The route table builds its patterns from these
 * (`customerPaths.summary(ID)`), links build addresses: no path is written twice.
 */
export const customerPaths = {
  ...customers,
  products: (id: number | string) => `${customers.record(id)}/products`,
} as const;
