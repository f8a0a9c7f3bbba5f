import { Card, Flex, Statistic, Typography } from 'antd';
import type { WalletTransaction } from '@/domain/contract';
import { useListParams } from '@/core/routing/urlState';
import { ListCard } from '@/components/page/ListCard';
import { PageSection } from '@/components/page/PageSection';
import { ServerTable } from '@/components/page/ServerTable';
import { formatAudAmount, formatDateTime } from '@/domain/format';
import { useListWalletTransactionsQuery } from './api';
import { WALLET_LIST } from './transactionTypes';
import { WalletFilterBar } from './WalletFilterBar';
import { walletColumns } from './walletColumns';

/**
 * The wallet: its balance (answered beside every page of lines, so one request), and its
 * transactions, newest first, searched, filtered and paged by the server, all in the URL.
 */
export function WalletPage() {
  const list = useListParams(WALLET_LIST);
  const transactions = useListWalletTransactionsQuery(list.request);
  const wallet = transactions.data?.wallet;
  return (
    <PageSection id="wallet-title" title="Wallet">
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
        <ListCard>
          <WalletFilterBar list={list} />
          <ServerTable<WalletTransaction>
            list={list}
            query={transactions}
            noun="transactions"
            aria-label="Transactions"
            columns={walletColumns}
          />
        </ListCard>
      </Flex>
    </PageSection>
  );
}
