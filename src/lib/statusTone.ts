/**
 * The three tones every status badge of the portal uses (orders, invoices, team members):
 * pending orange, success green, inactive grey.
 */
export type StatusTone = 'pending' | 'success' | 'inactive';
