import type { Customer, PartnerProductsResponse, PartnersPage } from '@/domain/contract';
import { partnerApi } from '@/components/partners/partnerApi';
import type { ListRequest } from '@/lib/listParams';

/**
 * The customer endpoints for other features (an order's customer picker): the shared partner
 * endpoints with the kind filled in. The customer screens use the shared ones directly.
 */
export const useCustomersQuery = (request: Partial<ListRequest>, options?: { skip?: boolean }) =>
  partnerApi.useListPartnersQuery({ kind: 'customer', ...request }, options) as ReturnType<
    typeof partnerApi.useListPartnersQuery
  > & { data?: PartnersPage<'customer'> };

export const useCustomerQuery = (id: number, options?: { skip?: boolean }) =>
  partnerApi.useGetPartnerQuery({ kind: 'customer', id }, options) as ReturnType<
    typeof partnerApi.useGetPartnerQuery
  > & { data?: Customer };

export const useCustomerSuggestionsQuery = (query: string, options?: { skip?: boolean }) =>
  partnerApi.useSuggestPartnersQuery({ kind: 'customer', query }, options);

export const useCustomerProductsQuery = (
  id: number,
  page: { page: number; per_page: number },
  options?: { skip?: boolean },
) =>
  partnerApi.useListPartnerProductsQuery({ kind: 'customer', id, ...page }, options) as ReturnType<
    typeof partnerApi.useListPartnerProductsQuery
  > & { data?: PartnerProductsResponse };
