/**
 * E-mail and shipping preferences, shipping methods, custom shipping methods and app
 * integrations of an organisation (organisations/{id}/…). Re-exported from contract.ts.
 */
export {};
