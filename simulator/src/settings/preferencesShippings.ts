import type {
  CustomShippingFunction,
  CustomShippingMethod,
  CustomShippingsRequest,
  ProviderShippingMethod,
} from '@/domain/preferences/contract';
import { customShippingProblems } from '@/domain/preferences/customShippingFields';
import type { CustomShippingRecord } from '../db/schema';
import type { SimulatorStore } from '../db/store';
import { stableUid } from '../lib/hash';
import { SHIPPING_METHODS, shippingMethod } from '../orders/shipping';
import type { JsonBody } from '../server-rules/body';

/** The provider's methods, the very list the outbound wizard offers, without their prices. */
export const providerShippingMethods = (): ProviderShippingMethod[] =>
  SHIPPING_METHODS.map(({ code, label, carrier, service, insured, international }) => ({
    code,
    label,
    carrier,
    service,
    insured,
    international,
  }));

const isKnownMethod = (code: string) => shippingMethod(code) !== undefined;

export const customShippingsOf = (store: SimulatorStore, organisationId: number) =>
  store.custom_shippings
    .filter((c) => c.organisation_id === organisationId)
    .sort((a, b) => a.position - b.position || a.id - b.id);

export const customShippingView = (row: CustomShippingRecord): CustomShippingMethod => ({
  uid: row.uid,
  store_title: row.store_title,
  shipping_method: row.shipping_method,
  shipping_company: row.shipping_company,
  function: row.function,
});

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * PUT custom_shippings: the body's list becomes the organisation's list, in its order. A row
 * naming one of the organisation's uids updates that record; other rows are new; records the list
 * leaves out are removed. Every row is checked first: one refusal and nothing changes.
 */
export function replaceCustomShippings(
  store: SimulatorStore,
  organisationId: number,
  body: JsonBody,
  now: number,
): { errors: Record<string, string[]> } | { value: CustomShippingRecord[] } {
  if (!Array.isArray(body.custom_shippings))
    return { errors: { custom_shippings: ['Custom shipping methods must be a list'] } };
  const request = body as unknown as CustomShippingsRequest;
  const problems = customShippingProblems(request, isKnownMethod);
  if (Object.keys(problems).length)
    return { errors: Object.fromEntries(Object.entries(problems).map(([k, m]) => [k, [m]])) };

  const existing = new Map(customShippingsOf(store, organisationId).map((r) => [r.uid, r]));
  const kept = new Set<string>();
  request.custom_shippings.forEach((row, position) => {
    const fields = {
      position,
      store_title: text(row.store_title),
      shipping_method: text(row.shipping_method),
      shipping_company: text(row.shipping_company),
      function: row.function as CustomShippingFunction,
    };
    const record = row.uid ? existing.get(row.uid) : undefined;
    if (record && !kept.has(record.uid)) {
      kept.add(record.uid);
      store.custom_shippings.update(record.id, fields);
      return;
    }
    const created = store.custom_shippings.insert({
      uid: stableUid(
        'custom-shipping',
        `${organisationId}:${now}:${position}:${fields.store_title}`,
      ),
      organisation_id: organisationId,
      created_at: new Date(now).toISOString(),
      ...fields,
    });
    kept.add(created.uid);
  });
  store.custom_shippings.remove((r) => r.organisation_id === organisationId && !kept.has(r.uid));
  return { value: customShippingsOf(store, organisationId) };
}
