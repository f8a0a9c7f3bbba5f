import { http, type RequestHandler } from 'msw';
import type { SimulatorStore } from '../db/store';
import type { StorageStatus } from '../db/persistence/fallback';
import { signedPath } from '@/lib/signing';
import { errors } from '../server-rules/errors';
import type { Simulator } from '../server-rules/pipeline';
import { createFaultRegistry, type FaultRegistry } from '../server-rules/faults';
import { DEFAULT_PORTAL_ORIGIN } from '../mail/links';
import { withoutCallSites } from './withoutCallSites';
import { authHandlers } from './auth';
import { dashboardHandlers } from './dashboard';
import { metaHandlers } from './meta';
import { simulatorHandlers } from './simulator';
import { userHandlers } from './users';
import { invitationHandlers } from './invitation';
import { magicLinkHandlers } from './magicLink';
import { otpHandlers } from './otp';
import { passwordHandlers } from './password';
import { registrationHandlers } from './registration';
import { uniquenessHandlers } from './uniqueness';
import { userDetailsHandlers } from './userDetails';
import { bulkSeedHandlers } from './bulkSeed';
import { bundleHandlers } from './bundles';
import { categoryHandlers } from './categories';
import { itemHandlers } from './items';
import { itemTypeHandlers } from './itemTypes';
import { searchHandlers } from './search';
import { partnerHandlers } from './partners';
import { supportHandlers } from './support';
import { activityHandlers } from './activities';
import {
  lazyBillingHandlers,
  lazyOrderHandlers,
  lazyReportHandlers,
  lazySettingsHandlers,
} from './lazyDomains';

export { SIMULATED_PATH } from './simulatedPath';

export interface HandlerOptions {
  /** Delay before each /v1 answer (the browser uses ~250 ms; tests 0). */
  latencyMs: number;
  /** Secret of the X-Signature HMAC; the portal's VITE_API_HMAC_SECRET. */
  hmacSecret: string;
  /** The server clock in ms, for signature age, token expiry and "last 30 days". */
  now?: () => number;
  /**
   * The portal's origin, where mailed links (sign-in, reset, invitation) point; default
   * http://localhost:5173. Configured, never taken from a request's Origin or Referer.
   */
  portalOrigin?: string;
  /** The browser's storage state (persistence/fallback.ts), for the Simulator button. */
  storageStatus?: () => StorageStatus;
  /** Where injected faults are kept (a fresh registry when absent). */
  faults?: FaultRegistry;
}

/**
 * All handlers of the simulated API over one store. A new domain adds its file here, before the
 * final catch-all, which answers unknown /v1 paths with a Rails-style 404 instead of letting them
 * through to the dev server's index.html.
 */
export function createHandlers(store: SimulatorStore, options: HandlerOptions): RequestHandler[] {
  const sim: Simulator = {
    store,
    latencyMs: options.latencyMs,
    hmacSecret: options.hmacSecret,
    now: options.now ?? Date.now,
    portalOrigin: options.portalOrigin ?? DEFAULT_PORTAL_ORIGIN,
    faults: options.faults ?? createFaultRegistry(),
    storageStatus: options.storageStatus,
  };
  return withoutCallSites(() => [
    // The search service is outside the /v1 pipeline: each of its handlers waits for what it
    // reads (handlers/search.ts), not for every collection.
    ...simulatorHandlers(sim),
    ...authHandlers(sim),
    ...userHandlers(sim),
    ...metaHandlers(sim),
    ...dashboardHandlers(sim),
    ...registrationHandlers(sim),
    ...uniquenessHandlers(sim),
    ...otpHandlers(sim),
    ...passwordHandlers(sim),
    ...magicLinkHandlers(sim),
    ...invitationHandlers(sim),
    ...userDetailsHandlers(sim),
    ...itemHandlers(sim),
    ...itemTypeHandlers(sim),
    ...bundleHandlers(sim),
    ...categoryHandlers(sim),
    ...searchHandlers(sim),
    ...bulkSeedHandlers(sim),
    ...partnerHandlers(sim),
    ...supportHandlers(sim),
    ...activityHandlers(sim),
    ...lazyOrderHandlers(sim),
    ...lazySettingsHandlers(sim),
    ...lazyBillingHandlers(sim),
    ...lazyReportHandlers(sim),
    http.all('*/v1/*', ({ request }) => errors.noRoute(request.method, signedPath(request.url))),
  ]);
}

export { computeDashboardStatistics } from './dashboard';
export type { MailboxResponse } from './simulator';
export type { Simulator } from '../server-rules/pipeline';
