import type { RequestHandler } from 'msw';
import type { Simulator } from '../../server-rules/pipeline';
import { organisationHandlers } from './organisations';
import { preferenceHandlers } from './preferences';
import { teamHandlers } from './team';

/** Everything under organisations/: loaded as one chunk with the first such request. */
export function settingsHandlers(sim: Simulator): RequestHandler[] {
  return [...teamHandlers(sim), ...preferenceHandlers(sim), ...organisationHandlers(sim)];
}
