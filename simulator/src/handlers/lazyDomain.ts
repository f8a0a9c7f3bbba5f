import { getResponse, http, type RequestHandler } from 'msw';
import type { Simulator } from '../server-rules/pipeline';
import { withoutCallSites } from './withoutCallSites';

/**
 * A domain of handlers loaded the first time one of its requests arrives: its rules, views and
 * PDFs are a chunk of their own, so a cold visit of the sign-in page or the dashboard does not
 * load them (the simulator's size budgets, docs/performance.md). Each request is answered by the
 * real handlers through msw's getResponse; one they do not match goes on to the next handler
 * (the Rails-style 404).
 */
export function lazyDomain(
  sim: Simulator,
  paths: readonly string[],
  load: () => Promise<(sim: Simulator) => RequestHandler[]>,
): RequestHandler[] {
  let handlers: Promise<RequestHandler[]> | null = null;
  const loaded = () => (handlers ??= load().then((build) => withoutCallSites(() => build(sim))));
  const answer = async ({ request }: { request: Request }) =>
    (await getResponse(await loaded(), request)) ?? undefined;
  return withoutCallSites(() => paths.map((path) => http.all(path, answer)));
}
