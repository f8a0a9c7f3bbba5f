import type { Supplier, PartnerProductsResponse, PartnersPage } from '@/domain/contract';
import { partnerApi } from '@/components/partners/partnerApi';
import type { ListRequest } from '@/lib/listParams';

/**
 * The supplier endpoints for other features (an order's supplier picker): the shared partner
 * endpoints with the kind filled in. The supplier screens use the shared ones directly.
 */
export const useSuppliersQuery = (request: Partial<ListRequest>, options?: { skip?: boolean }) =>
  partnerApi.useListPartnersQuery({ kind: 'supplier', ...request }, options) as ReturnType<
    typeof partnerApi.useListPartnersQuery
  > & { data?: PartnersPage<'supplier'> };

export const useSupplierQuery = (id: number, options?: { skip?: boolean }) =>
  partnerApi.useGetPartnerQuery({ kind: 'supplier', id }, options) as ReturnType<
    typeof partnerApi.useGetPartnerQuery
  > & { data?: Supplier };

export const useSupplierSuggestionsQuery = (query: string, options?: { skip?: boolean }) =>
  partnerApi.useSuggestPartnersQuery({ kind: 'supplier', query }, options);

export const useSupplierProductsQuery = (
  id: number,
  page: { page: number; per_page: number },
  options?: { skip?: boolean },
) =>
  partnerApi.useListPartnerProductsQuery({ kind: 'supplier', id, ...page }, options) as ReturnType<
    typeof partnerApi.useListPartnerProductsQuery
  > & { data?: PartnerProductsResponse };
