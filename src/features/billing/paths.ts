import type { InvoiceStatus } from '@/domain/billing/contract';
import { withQuery } from '@/lib/withQuery';

const BILLING = '/settings/billing';

/** Every address of the billing screens (weekly invoices): the route table and links use these. */
export const billingPaths = {
  invoices: BILLING,
  /** The list opened on a status (the dashboard's unpaid card, the totals' links). */
  invoicesWith: (query: { status?: InvoiceStatus }) => withQuery(BILLING, query),
  invoice: (id: number | string) => `${BILLING}/${id}/summary`,
} as const;
