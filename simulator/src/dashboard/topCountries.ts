import type { TopCountries } from '@/domain/contract';
import type { OrderStatus } from '../db/schema';
import type { SimulatorStore } from '../db/store';
import { countryList } from '../lib/countries';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A draft has not gone anywhere and a cancelled order never will: neither has a destination yet. */
const NOT_GOING: readonly OrderStatus[] = ['draft', 'cancelled'];

/**
 * Outbound orders created in the `days` days before `now`, per destination country, the `limit`
 * largest first (ties by name). Names come from the meta/configuration country list.
 */
export function topCountries(
  store: SimulatorStore,
  organisationId: number,
  { now, days, limit }: { now: number; days: number; limit: number },
): TopCountries {
  const since = now - days * DAY_MS;
  const counts = new Map<string, number>();
  let total = 0;
  for (const order of store.orders.filter(
    (o) => o.organisation_id === organisationId && o.type === 'outbound',
  )) {
    if (NOT_GOING.includes(order.status)) continue;
    const created = Date.parse(order.created_at);
    if (created < since || created > now) continue;
    const iso2 = order.country_iso2.toUpperCase();
    counts.set(iso2, (counts.get(iso2) ?? 0) + 1);
    total += 1;
  }
  const byIso2 = new Map(countryList().map((c) => [c.iso2, c]));
  const countries = [...counts].map(([iso2, orders]) => {
    const country = byIso2.get(iso2);
    return { iso2, country: country?.value ?? '', name: country?.text ?? iso2, orders };
  });
  countries.sort((a, b) => b.orders - a.orders || a.name.localeCompare(b.name));
  return { days, total, countries: countries.slice(0, limit) };
}
