import { http, HttpResponse } from 'msw';
import type { AddressValidationResponse, ReferenceUniquenessResponse } from '@/domain/contract';
import { fieldMessages } from '@/domain/fields/registry';
import { addressProblems } from '../orders/address';
import { referenceTaken, text } from '../orders/input';
import type { JsonBody } from '../server-rules/body';
import { errors } from '../server-rules/errors';
import { CAN_VIEW, withAuth, type Simulator } from '../server-rules/pipeline';
import { inboundCreateHandler } from './inboundCreate';
import { orderWriteContext, present } from './orderWriteContext';
import { outboundCreateHandler } from './outboundCreate';

/**
 * POST bookings/outbounds and bookings/inbounds (the wizards' last step: outboundCreate.ts and
 * inboundCreate.ts), and the two checks the wizards make on the way: validate-address and
 * validate-uniqueness.
 */
export function orderWriteHandlers(sim: Simulator) {
  const { store } = sim;
  const { isoNow } = orderWriteContext(sim);
  const outbound = outboundCreateHandler(sim);
  const inbound = inboundCreateHandler(sim);

  const validateAddress = withAuth(sim, CAN_VIEW, ({ body }) => {
    const problems = addressProblems((body.address ?? body) as JsonBody);
    return HttpResponse.json({
      data: { valid: Object.keys(problems).length === 0, problems, checked_at: isoNow() },
    } satisfies AddressValidationResponse);
  });

  const uniqueness = withAuth(sim, CAN_VIEW, ({ body, organisation }) => {
    const reference = text(body.reference);
    if (!reference) return errors.validation({ reference: [fieldMessages.required('Reference')] });
    const except = present(body.exclude_id) ? Number(body.exclude_id) : undefined;
    return HttpResponse.json({
      data: { unique: !referenceTaken(store, organisation.id, reference, except) },
    } satisfies ReferenceUniquenessResponse);
  });

  return [
    http.post('*/v1/bookings/outbounds', outbound),
    http.post('*/v1/bookings/inbounds', inbound),
    http.post('*/v1/bookings/outbounds/validate-address', validateAddress),
    http.post('*/v1/bookings/validate-uniqueness', uniqueness),
  ];
}
