import { useCallback } from 'react';
import type { WalletTransaction } from '@/domain/contract';
import type { ListRequest } from '@/core/routing/urlState';
import { useAppDispatch } from '@/core/hooks';
import { EXPORT_FETCH, exportRequest, ServerListExport } from '@/components/export';
import { walletApi } from './api';

const loadColumns = async () => (await import('./walletCsvColumns')).walletCsvColumns();
const listPage = walletApi.endpoints.listWalletTransactions;

/** Export CSV of the wallet's lines: the page shown, or every line the filters and search match. */
export function WalletExport(props: {
  request: ListRequest;
  currentRows: readonly WalletTransaction[] | undefined;
}) {
  const { request } = props;
  const dispatch = useAppDispatch();
  const startPage = useCallback(
    (page: number) => dispatch(listPage.initiate(exportRequest(request, page), EXPORT_FETCH)),
    [dispatch, request],
  );
  return (
    <ServerListExport<WalletTransaction>
      name="Wallet transactions"
      noun="transactions"
      columns={loadColumns}
      currentRows={props.currentRows}
      startPage={startPage}
    />
  );
}
