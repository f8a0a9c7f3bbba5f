import type { RequestHandler } from 'msw';
import type { Simulator } from '../../server-rules/pipeline';

/** e-mail and shipping preferences, shipping methods, custom shippings and app integrations. */
export function preferenceHandlers(_sim: Simulator): RequestHandler[] {
  return [];
}
