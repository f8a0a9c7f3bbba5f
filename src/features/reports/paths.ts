const REPORTS = '/reports';

/** Every address of the report screens: the route table and links build from these. */
export const reportPaths = {
  inventory: `${REPORTS}/products/inventory`,
  stockMovement: `${REPORTS}/products/stock-movement`,
  costAnalysis: `${REPORTS}/orders/cost-analysis`,
} as const;
