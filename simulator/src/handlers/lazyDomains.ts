import type { RequestHandler } from 'msw';
import type { Simulator } from '../server-rules/pipeline';
import { lazyDomain } from './lazyDomain';

/** The bookings domain, loaded with its first request (lazyDomain). */
export function lazyOrderHandlers(sim: Simulator): RequestHandler[] {
  return lazyDomain(sim, ['*/v1/bookings', '*/v1/bookings/*'], async () => {
    const { orderHandlers } = await import('./orders');
    return orderHandlers;
  });
}

/** Organisation settings: organisations, their team, preferences, shops and proposals. */
export function lazySettingsHandlers(sim: Simulator): RequestHandler[] {
  return lazyDomain(sim, ['*/v1/organisations', '*/v1/organisations/*'], async () => {
    const { settingsHandlers } = await import('./settings');
    return settingsHandlers;
  });
}

/** Invoices (with their PDFs) and the wallet. */
export function lazyBillingHandlers(sim: Simulator): RequestHandler[] {
  return lazyDomain(sim, ['*/v1/invoices', '*/v1/invoices/*', '*/v1/wallets/*'], async () => {
    const { billingHandlers } = await import('./billing');
    return billingHandlers;
  });
}

/** The three reports and their downloads, computed from products, movements and orders. */
export function lazyReportHandlers(sim: Simulator): RequestHandler[] {
  return lazyDomain(sim, ['*/v1/reports/*'], async () => {
    const { reportHandlers } = await import('./reports');
    return reportHandlers;
  });
}
