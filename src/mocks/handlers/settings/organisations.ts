import type { RequestHandler } from 'msw';
import type { Simulator } from '../../server-rules/pipeline';

/** organisations (list, create, new, {id}, send-onboarding-enquiry, validate-uniqueness), warehouses and pricing_proposals. */
export function organisationHandlers(_sim: Simulator): RequestHandler[] {
  return [];
}
