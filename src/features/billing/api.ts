import { baseApi } from '@/api/baseApi';
import type {
  InvoiceDetail,
  InvoiceDetailResponse,
  InvoicePdfUrlResponse,
  InvoicesResponse,
} from '@/domain/contract';
import type { ListRequest } from '@/core/routing/urlState';

const LIST = { type: 'Invoice' as const, id: 'LIST' };
const invoiceTag = (id: number) => ({ type: 'Invoice' as const, id });

/**
 * Weekly invoices (the `finance` marker). Reads only: invoices are issued and settled by the
 * warehouse, and a live 'invoice paid' update invalidates the 'Invoice' tag. The PDF's address
 * is a mutation on purpose: it is signed and short-lived, so it is asked for at the moment of
 * opening and never cached.
 */
export const billingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listInvoices: build.query<InvoicesResponse, Partial<ListRequest>>({
      query: (params) => ({ url: 'invoices', params }),
      providesTags: (page) => [LIST, ...(page?.data ?? []).map((i) => invoiceTag(i.id))],
    }),
    getInvoice: build.query<InvoiceDetail, number>({
      query: (id) => ({ url: `invoices/${id}` }),
      transformResponse: (response: InvoiceDetailResponse) => response.data,
      providesTags: (_invoice, _error, id) => [invoiceTag(id)],
    }),
    requestInvoicePdfUrl: build.mutation<InvoicePdfUrlResponse['data'], number>({
      query: (id) => ({ url: `invoices/${id}/pdf-url`, method: 'GET' }),
      transformResponse: (response: InvoicePdfUrlResponse) => response.data,
    }),
  }),
});

export const { useListInvoicesQuery, useGetInvoiceQuery, useRequestInvoicePdfUrlMutation } =
  billingApi;

/** The tax invoice is a binary POST (api/transfer), like every PDF the warehouse prints. */
export const taxInvoicePath = (id: number) => `invoices/${id}/tax-invoice`;
