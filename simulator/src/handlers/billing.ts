import type { RequestHandler } from 'msw';
import type { Simulator } from '../server-rules/pipeline';
import { invoiceHandlers } from './invoices';
import { walletHandlers } from './wallet';

/** Invoices (list, detail, pdf-url and the PDF, tax-invoice) and wallets/transactions. */
export function billingHandlers(sim: Simulator): RequestHandler[] {
  return [...invoiceHandlers(sim), ...walletHandlers(sim)];
}
