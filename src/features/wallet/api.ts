import { baseApi } from '@/api/baseApi';
import type { WalletTransactionsResponse } from '@/domain/contract';
import type { ListRequest } from '@/core/routing/urlState';

/**
 * The wallet (the `finance` marker): a page of its transactions, and the balance the server
 * answers beside every page. Reads only; a payment or top-up arriving live invalidates 'Wallet'.
 */
export const walletApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listWalletTransactions: build.query<WalletTransactionsResponse, Partial<ListRequest>>({
      query: (params) => ({ url: 'wallets/transactions', params }),
      providesTags: ['Wallet'],
    }),
  }),
});

export const { useListWalletTransactionsQuery } = walletApi;
