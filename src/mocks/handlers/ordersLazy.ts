import { getResponse, http, type RequestHandler } from 'msw';
import type { Simulator } from '../server-rules/pipeline';

/**
 * The bookings domain, loaded the first time a bookings request arrives: the order handlers
 * (rules, views, PDFs) are its own chunk, so a cold visit of the sign-in page or the dashboard
 * does not load them (the simulator's size budgets, docs/performance.md). Each request is
 * answered by the real handlers through msw's getResponse; one they do not match goes on to the
 * next handler (the Rails-style 404).
 */
export function lazyOrderHandlers(sim: Simulator): RequestHandler[] {
  let handlers: Promise<RequestHandler[]> | null = null;
  const load = () => (handlers ??= import('./orders').then((m) => m.orderHandlers(sim)));
  const answer = async ({ request }: { request: Request }) =>
    (await getResponse(await load(), request)) ?? undefined;
  return [http.all('*/v1/bookings', answer), http.all('*/v1/bookings/*', answer)];
}
