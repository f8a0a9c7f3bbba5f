/**
 * An organisation's team (organisations/{id}/users and its actions). Re-exported from
 * contract.ts.
 */
export {};
