import { useCallback } from 'react';
import type { WalletTransaction } from '@/domain/contract';
import type { ListRequest } from '@/core/routing/urlState';
import { useAppDispatch } from '@/core/hooks';
import { abortOnSignal, ExportCsv, exportRequest, fromServerPage } from '@/components/export';
import { walletApi } from './api';

const loadColumns = async () => (await import('./walletCsvColumns')).walletCsvColumns();

/** Export CSV of the wallet's lines: the page shown, or every line the filters and search match. */
export function WalletExport({
  request,
  currentRows,
}: {
  request: ListRequest;
  currentRows: readonly WalletTransaction[] | undefined;
}) {
  const dispatch = useAppDispatch();
  const fetchPage = useCallback(
    async (page: number, signal: AbortSignal) =>
      fromServerPage(
        await abortOnSignal(
          signal,
          dispatch(
            walletApi.endpoints.listWalletTransactions.initiate(exportRequest(request, page), {
              subscribe: false,
              forceRefetch: true,
            }),
          ),
        ),
      ),
    [dispatch, request],
  );
  return (
    <ExportCsv<WalletTransaction>
      name="Wallet transactions"
      noun="transactions"
      columns={loadColumns}
      currentRows={currentRows}
      fetchPage={fetchPage}
      disabled={!currentRows}
    />
  );
}
