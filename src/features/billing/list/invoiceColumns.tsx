import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router-dom';
import type { InvoiceSummary } from '@/domain/contract';
import { formatAudAmount, formatDate, formatDateTime } from '@/domain/format';
import { InvoiceStatusBadge } from '../components/InvoiceStatusBadge';
import { billingPaths } from '../paths';

const amount = (value: number) => formatAudAmount(value);
/** Numbers and amounts never break across lines (a document number is one token to quote). */
const NO_WRAP = () => ({ style: { whiteSpace: 'nowrap' as const } });

/** The weekly invoices' columns; the document number opens the invoice. Amounts align right. */
export const invoiceColumns: ColumnsType<InvoiceSummary> = [
  { title: 'Date', dataIndex: 'date', key: 'date', render: formatDate },
  {
    title: 'Document number',
    dataIndex: 'document_number',
    key: 'document_number',
    onCell: NO_WRAP,
    render: (number: string, invoice) => (
      <Link to={billingPaths.invoice(invoice.id)}>{number}</Link>
    ),
  },
  {
    title: 'Amount',
    dataIndex: 'amount',
    key: 'amount',
    align: 'right',
    render: amount,
    onCell: NO_WRAP,
  },
  {
    title: 'Received',
    dataIndex: 'received',
    key: 'received',
    align: 'right',
    render: amount,
    onCell: NO_WRAP,
  },
  { title: 'Received at', dataIndex: 'received_at', key: 'received_at', render: formatDateTime },
  {
    title: 'Balance',
    dataIndex: 'balance',
    key: 'balance',
    align: 'right',
    render: amount,
    onCell: NO_WRAP,
  },
  { title: 'Due date', dataIndex: 'due_date', key: 'due_date', render: formatDate },
  { title: 'Currency', dataIndex: 'currency', key: 'currency' },
  {
    title: 'Status',
    dataIndex: 'status',
    key: 'status',
    render: (_: unknown, invoice) => <InvoiceStatusBadge status={invoice.status} />,
  },
];
