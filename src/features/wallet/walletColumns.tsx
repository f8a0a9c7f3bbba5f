import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { WalletTransaction } from '@/domain/contract';
import { formatAudAmount, formatDateTime } from '@/domain/format';
import { TRANSACTION_TYPE_LABEL } from './transactionTypes';

const NO_WRAP = () => ({ style: { whiteSpace: 'nowrap' as const } });

/** A debit or credit cell: the amount, or a dash where the line has none (never '$0.00'). */
const side = (value: number) =>
  value > 0 ? (
    formatAudAmount(value)
  ) : (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">None</span>
    </>
  );

export const walletColumns: ColumnsType<WalletTransaction> = [
  // Ids and amounts never break across lines: 'WT-000014' is one token to read out and to quote.
  { title: 'ID', dataIndex: 'id', key: 'id', onCell: NO_WRAP },
  {
    title: 'Date',
    dataIndex: 'date',
    key: 'date',
    render: (date: string) => formatDateTime(date),
  },
  {
    title: 'Type',
    dataIndex: 'type',
    key: 'type',
    render: (_: unknown, line) => <Tag>{TRANSACTION_TYPE_LABEL[line.type]}</Tag>,
  },
  { title: 'Description', dataIndex: 'description', key: 'description' },
  {
    title: 'Debit',
    dataIndex: 'debit',
    key: 'debit',
    align: 'right',
    render: side,
    onCell: NO_WRAP,
  },
  {
    title: 'Credit',
    dataIndex: 'credit',
    key: 'credit',
    align: 'right',
    render: side,
    onCell: NO_WRAP,
  },
  {
    title: 'Balance',
    dataIndex: 'balance',
    key: 'balance',
    align: 'right',
    onCell: NO_WRAP,
    render: (value: number) => formatAudAmount(value),
  },
];
