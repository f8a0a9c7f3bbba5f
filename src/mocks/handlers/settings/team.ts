import type { RequestHandler } from 'msw';
import type { Simulator } from '../../server-rules/pipeline';

/** organisations/{id}/users and its actions. */
export function teamHandlers(_sim: Simulator): RequestHandler[] {
  return [];
}
