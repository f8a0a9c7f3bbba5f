import { http, HttpResponse } from 'msw';
import type { ConfigurationResponse } from '@/domain/contract';
import { countryList } from '../lib/countries';
import { withSignature, type Simulator } from '../server-rules/pipeline';

/**
 * meta/configuration: signed but public, because the sign-up wizard's business details step
 * needs the country list before anyone has a session.
 */
export function metaHandlers(sim: Simulator) {
  return [
    http.get(
      '*/v1/meta/configuration',
      withSignature(sim, () => {
        const body: ConfigurationResponse = { data: { countries: countryList() } };
        return HttpResponse.json(body);
      }),
    ),
  ];
}
