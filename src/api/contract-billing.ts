/** Invoices and the wallet (the `finance` marker). Re-exported from contract.ts. */
export {};
