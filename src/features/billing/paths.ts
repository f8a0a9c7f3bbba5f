const BILLING = '/settings/billing';

/** Every address of the billing screens (weekly invoices): the route table and links use these. */
export const billingPaths = {
  invoices: BILLING,
  invoice: (id: number | string) => `${BILLING}/${id}/summary`,
} as const;
