import { http, HttpResponse } from 'msw';
import type { ProductsByIdResponse } from '@/domain/contract';
import { readIdList } from '@/domain/catalogue/idList';
import { costsMaskedFor, productDetail } from '../catalogue/views';
import { errors } from '../server-rules/errors';
import { CAN_VIEW, withAuth, type Simulator } from '../server-rules/pipeline';

/**
 * GET items?ids=1,2,3: many products' details in one request (the bulk editor's grid needs
 * costs, category and lower limit, which the search hits do not carry). Only the caller's
 * organisation's products answer; an id of another organisation, or of no product, is simply
 * left out, so the answer says nothing about what others hold. Costs are masked for a role
 * that sees them masked, exactly as the single read masks them (the same productDetail).
 */
export function itemsByIdHandlers(sim: Simulator) {
  const { store } = sim;
  const read = withAuth(sim, CAN_VIEW, ({ url, organisation, membership }) => {
    const asked = readIdList(url.searchParams.get('ids'));
    if ('problem' in asked) return errors.validation({ ids: [asked.problem] });
    const masked = costsMaskedFor(membership.role);
    const data = asked.ids.flatMap((id) => {
      const product = store.products.get(id);
      return product && product.organisation_id === organisation.id
        ? [productDetail(store, product, masked)]
        : [];
    });
    return HttpResponse.json({ data } satisfies ProductsByIdResponse);
  });
  // With or without the trailing slash the portal's clients send on items/.
  return [http.get('*/v1/items', read), http.get('*/v1/items/', read)];
}
