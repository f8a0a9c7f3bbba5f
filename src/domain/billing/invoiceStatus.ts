/**
 * An invoice's status is not kept: it follows from what is owed and the calendar. Paid once
 * nothing is owing; otherwise Overdue from the day after its due date (the due date itself is
 * still in time), else Unpaid. `today` is the viewer's calendar day (YYYY-MM-DD), so an invoice
 * turns Overdue at the viewer's midnight, the way the list's date filters count days.
 */
export type InvoiceStatusName = 'paid' | 'unpaid' | 'overdue';

export interface InvoiceStanding {
  balance: number;
  /** YYYY-MM-DD. */
  due_date: string;
}

/** Nothing is owing (in whole cents, so float noise never leaves an invoice open). */
export const isPaid = (invoice: Pick<InvoiceStanding, 'balance'>) =>
  Math.round(invoice.balance * 100) <= 0;

export function invoiceStatusOn(invoice: InvoiceStanding, today: string): InvoiceStatusName {
  if (isPaid(invoice)) return 'paid';
  return invoice.due_date < today ? 'overdue' : 'unpaid';
}
