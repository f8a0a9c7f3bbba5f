import type { InvoiceStatus } from '@/domain/contract';
import type { StatusTone } from '@/lib/statusTone';

export const INVOICE_STATUS_LABEL: Record<InvoiceStatus, string> = {
  paid: 'Paid',
  unpaid: 'Unpaid',
  overdue: 'Overdue',
};

/** The portal's three tones: an invoice is settled (success) or waiting for payment (pending). */
export const INVOICE_STATUS_TONE: Record<InvoiceStatus, StatusTone> = {
  paid: 'success',
  unpaid: 'pending',
  overdue: 'pending',
};

/**
 * The status filter's choices. 'Unpaid' is every invoice with a balance owing, overdue ones
 * included: the dashboard's unpaid card counts them so and links to ?status=unpaid.
 */
export const INVOICE_STATUS_FILTER_OPTIONS: { value: InvoiceStatus; label: string }[] = [
  { value: 'unpaid', label: 'Unpaid (incl. overdue)' },
  { value: 'overdue', label: 'Overdue' },
  { value: 'paid', label: 'Paid' },
];
