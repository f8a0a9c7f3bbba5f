import type { RequestHandler } from 'msw';
import type { Simulator } from '../server-rules/pipeline';
import { invoiceHandlers } from './invoices';

/** Invoices (list, detail, pdf-url, tax-invoice) and wallets/transactions. */
export function billingHandlers(sim: Simulator): RequestHandler[] {
  return [...invoiceHandlers(sim)];
}
