/**
 * The three reports (reports/products/inventory, /stock_movement, reports/orders/cost_analysis)
 * and their /download variants (the `finance` marker). Re-exported from contract.ts.
 */
export {};
