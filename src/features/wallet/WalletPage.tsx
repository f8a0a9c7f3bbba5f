import { Card, Flex, Statistic, Typography } from 'antd';
import { useListParams } from '@/core/routing/urlState';
import { ListCard } from '@/components/page/ListCard';
import { PageSection } from '@/components/page/PageSection';
import { SearchSelectDateFilters } from '@/components/page/SearchSelectDateFilters';
import { ServerTable } from '@/components/page/ServerTable';
import { formatAudAmount, formatDateTime } from '@/domain/format';
import { useListWalletTransactionsQuery } from './api';
import { WALLET_LIST, WALLET_TOOLBAR } from './transactionTypes';
import { walletColumns } from './walletColumns';
import { WalletExport } from './WalletExport';

/**
 * The wallet: its balance (answered beside every page of lines, so one request), and its
 * transactions, newest first, searched, filtered and paged by the server, all in the URL.
 */
export function WalletPage() {
  const list = useListParams(WALLET_LIST);
  const transactions = useListWalletTransactionsQuery(list.request);
  const wallet = transactions.data?.wallet;
  return (
    <PageSection
      id="wallet-title"
      title="Wallet"
      extra={<WalletExport request={list.request} currentRows={transactions.currentData?.data} />}
    >
      <Flex vertical gap={16}>
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
        <ListCard views="wallet">
          <SearchSelectDateFilters list={list} {...WALLET_TOOLBAR} />
          <ServerTable
            list={list}
            query={transactions}
            noun="transactions"
            columns={walletColumns}
          />
        </ListCard>
      </Flex>
    </PageSection>
  );
}
