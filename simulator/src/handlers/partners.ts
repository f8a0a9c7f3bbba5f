import { http, HttpResponse } from 'msw';
import {
  PARTNER_RESOURCE,
  PARTNER_SUGGESTIONS_PATH,
  type PartnerFormOptionsResponse,
  type PartnerKind,
  type PartnerProductsResponse,
  type PartnerResponse,
  type PartnerSuggestionsResponse,
  type PartnersPage,
} from '@/domain/contract';
import { PARTNER_TYPES } from '@/domain/partners/fields';
import { partnerSearchProblem } from '@/domain/validation/rules';
import { isoNow } from '../catalogue/lookup';
import { countryUid } from '../lib/countries';
import { readPartner } from '../partners/input';
import {
  partnerProducts,
  partnersMatching,
  sortPartners,
  suggestPartners,
} from '../partners/queries';
import { partnerIn, partnerTable, partnerView, type AnyPartnerRecord } from '../partners/records';
import { stableUid } from '../lib/hash';
import { pageOf } from '../server-rules/body';
import { errors } from '../server-rules/errors';
import { CAN_EDIT, CAN_VIEW, withAuth, withRecord, type Simulator } from '../server-rules/pipeline';
import { patchOrPut } from './routes';

const show = (record: AnyPartnerRecord, status = 200) =>
  HttpResponse.json({ data: partnerView(record) } as PartnerResponse<PartnerKind>, { status });

/** The search text of a list or suggestion request, or the 422 refusing it (> 25 characters). */
function searchOf(url: URL): { query: string } | { refusal: Response } {
  const query = url.searchParams.get('query') ?? '';
  const problem = partnerSearchProblem(query);
  return problem ? { refusal: errors.validation({ query: [problem] }) } : { query: query.trim() };
}

/**
 * One kind's endpoints: list (page, per_page, query on name or company, sort), new (the types and
 * the organisation's country), create, show, update (PATCH or PUT, the body over the record),
 * the products of its orders, and its search suggestions. Everything stays in the caller's
 * organisation (another organisation's id is 404); reads need `view`, writes `edit`.
 */
function kindHandlers(sim: Simulator, kind: PartnerKind) {
  const { store } = sim;
  const base = `*/v1/${PARTNER_RESOURCE[kind]}`;
  const withPartner = withRecord((store, params, organisationId) =>
    partnerIn(store, kind, Number(params.id), organisationId),
  );

  const update = withPartner(sim, CAN_EDIT, (partner, { organisation, body }) => {
    const { values, errors: problems } = readPartner(store, kind, organisation.id, body, partner);
    if (problems) return errors.validation(problems);
    const updated = partnerTable(store, kind).update(partner.id, {
      ...values.fields,
      address: values.address,
    } as Partial<AnyPartnerRecord>);
    return show(updated!);
  });

  const create = withAuth(sim, CAN_EDIT, ({ organisation, body }) => {
    const { values, errors: problems } = readPartner(store, kind, organisation.id, body);
    if (problems) return errors.validation(problems);
    const table = partnerTable(store, kind);
    const created = table.insert({
      uid: stableUid(`${kind}-created`, `${organisation.id}:${sim.now()}:${values.fields.email}`),
      organisation_id: organisation.id,
      ...values.fields,
      address: values.address,
      created_at: isoNow(sim.now()),
    } as Omit<AnyPartnerRecord, 'id'>);
    return show(created, 201);
  });

  return [
    http.get(
      base,
      withAuth(sim, CAN_VIEW, ({ url, organisation }) => {
        const search = searchOf(url);
        if ('refusal' in search) return search.refusal;
        const rows = sortPartners(
          partnersMatching(store, kind, organisation.id, search.query),
          url.searchParams.get('sort') ?? '',
        ).map(partnerView);
        return HttpResponse.json(pageOf(rows, url) as PartnersPage<PartnerKind>);
      }),
    ),
    http.get(
      `${base}/new`,
      withAuth(sim, CAN_VIEW, ({ organisation }) => {
        const answer: PartnerFormOptionsResponse = {
          data: {
            types: [...PARTNER_TYPES[kind]],
            default_country: organisation.address.country || countryUid('AU'),
          },
        };
        return HttpResponse.json(answer);
      }),
    ),
    http.post(base, create),
    http.post(`${base}/`, create),
    http.get(
      `${base}/:id`,
      withPartner(sim, CAN_VIEW, (partner) => show(partner)),
    ),
    ...patchOrPut(`${base}/:id`, update),
    http.get(
      `${base}/:id/products`,
      withPartner(sim, CAN_VIEW, (partner, { url }) =>
        HttpResponse.json(
          pageOf(partnerProducts(store, kind, partner), url) satisfies PartnerProductsResponse,
        ),
      ),
    ),
    http.get(
      `*/v1/${PARTNER_SUGGESTIONS_PATH[kind]}`,
      withAuth(sim, CAN_VIEW, ({ url, organisation }) => {
        const search = searchOf(url);
        if ('refusal' in search) return search.refusal;
        const answer: PartnerSuggestionsResponse = {
          data: suggestPartners(store, kind, organisation.id, search.query),
        };
        return HttpResponse.json(answer);
      }),
    ),
  ];
}

/** suppliers, customers and their search suggestions (docs/partners.md). */
export function partnerHandlers(sim: Simulator) {
  return [...kindHandlers(sim, 'supplier'), ...kindHandlers(sim, 'customer')];
}
