import { http, HttpResponse } from 'msw';
import type { Simulator } from '../server-rules/pipeline';

/**
 * POST __simulator/seed-bulk?organisation_uid=&count=10000 (unsigned, like the other simulator
 * endpoints): adds `count` products (default 10,000, at most 50,000) to the organisation
 * (default: the first one) for performance work. docs/simulator.md "Bulk seeding".
 */
export function bulkSeedHandlers(sim: Simulator) {
  const { store } = sim;
  return [
    http.post('*/__simulator/seed-bulk', async ({ request }) => {
      // The product generator brings faker: loaded only when someone asks for bulk data.
      const [{ BULK_MAX, seedBulkProducts }] = await Promise.all([
        import('../seed/bulk'),
        store.ready(),
      ]);
      const url = new URL(request.url);
      const uid = url.searchParams.get('organisation_uid');
      const organisation = uid
        ? store.organisations.find((o) => o.uid === uid)
        : store.organisations.all()[0];
      if (!organisation)
        return HttpResponse.json({ errors: ['Organisation not found'] }, { status: 404 });
      const count = Number(url.searchParams.get('count') ?? 10_000);
      if (!Number.isInteger(count) || count < 1 || count > BULK_MAX)
        return HttpResponse.json(
          { errors: [`count must be a whole number from 1 to ${BULK_MAX}`] },
          { status: 422 },
        );
      const started = performance.now();
      const result = seedBulkProducts(store, organisation.id, count, sim.now());
      await store.flush();
      return HttpResponse.json({
        success: true,
        organisation_uid: organisation.uid,
        ...result,
        ms: Math.round(performance.now() - started),
      });
    }),
  ];
}
