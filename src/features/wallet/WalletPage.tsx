import { Card, Statistic, Typography } from 'antd';
import { useListParams } from '@/core/routing/urlState';
import {
  SearchSelectDateListPage,
  type SearchSelectDateListConfig,
} from '@/components/page/SearchSelectDateListPage';
import type { WalletTransaction } from '@/domain/contract';
import { formatAudAmount, formatDateTime } from '@/domain/format';
import { useListWalletTransactionsQuery, walletApi } from './api';
import { WALLET_LIST, WALLET_TOOLBAR } from './transactionTypes';
import { walletColumns } from './walletColumns';

const WALLET_PAGE: SearchSelectDateListConfig<WalletTransaction> = {
  id: 'wallet-title',
  title: 'Wallet',
  noun: 'transactions',
  columns: walletColumns,
  views: 'wallet',
  toolbar: WALLET_TOOLBAR,
  // The file's columns load with the first export, not with the list.
  csv: {
    name: 'Wallet transactions',
    endpoint: walletApi.endpoints.listWalletTransactions,
    columns: async () => (await import('./walletCsvColumns')).walletCsvColumns(),
  },
};

/**
 * The wallet: its balance (answered beside every page of lines, so one request), and its
 * transactions, newest first, searched, filtered and paged by the server, all in the URL.
 */
export function WalletPage() {
  const list = useListParams(WALLET_LIST);
  const transactions = useListWalletTransactionsQuery(list.request);
  const wallet = transactions.data?.wallet;
  return (
    <SearchSelectDateListPage page={WALLET_PAGE} list={list} query={transactions}>
      <Card size="small" role="group" aria-label="Wallet balance">
        <Statistic
          title="Balance"
          value={wallet ? formatAudAmount(wallet.balance) : '…'}
          loading={!wallet && transactions.isFetching}
        />
        <Typography.Text type="secondary">
          {wallet?.updated_at ? `AUD, as of ${formatDateTime(wallet.updated_at)}` : 'AUD'}
        </Typography.Text>
      </Card>
    </SearchSelectDateListPage>
  );
}
