import type { WalletTransaction } from '@/domain/contract';
import { csvColumnsOf } from '@/components/export/tableColumns';
import { TRANSACTION_TYPE_LABEL } from './transactionTypes';
import { walletColumns } from './walletColumns';

/** The wallet lines' CSV columns: the table's, amounts unformatted (0 where none), ISO days. */
export const walletCsvColumns = () =>
  csvColumnsOf<WalletTransaction>(
    walletColumns,
    {
      id: (t) => t.id,
      date: (t) => t.date,
      type: (t) => TRANSACTION_TYPE_LABEL[t.type] ?? t.type,
      description: (t) => t.description,
      debit: (t) => t.debit,
      credit: (t) => t.credit,
      balance: (t) => t.balance,
    },
    ['date'],
  );
