import type { ColumnsType } from 'antd/es/table/interface';
import type { CostAnalysisRow, CostOrderType } from '@/domain/contract';
import type { CsvColumn } from '@/domain/format/csv';
import { formatAudAmount, formatCount, formatDate } from '@/domain/format';

export const ORDER_TYPE_LABEL: Record<CostOrderType, string> = {
  outbound: 'Outbound',
  inbound: 'Inbound',
  return: 'Return',
};

const money = (title: string, key: keyof CostAnalysisRow, sorter = false) => ({
  title,
  dataIndex: key,
  key,
  sorter,
  align: 'right' as const,
  render: (value: number) => formatAudAmount(value),
});

export const COST_COLUMNS: ColumnsType<CostAnalysisRow> = [
  {
    title: 'Date',
    dataIndex: 'date',
    key: 'date',
    sorter: true,
    render: (d: string) => formatDate(d),
  },
  { title: 'Reference', dataIndex: 'reference' },
  {
    title: 'Order type',
    dataIndex: 'order_type',
    render: (t: CostOrderType) => ORDER_TYPE_LABEL[t],
  },
  { title: 'Warehouse', dataIndex: 'warehouse' },
  {
    title: 'Items',
    dataIndex: 'items',
    key: 'items',
    sorter: true,
    align: 'right',
    render: formatCount,
  },
  money('Pick and pack', 'pick_pack'),
  money('Shipping', 'shipping', true),
  money('Insurance', 'insurance'),
  money('Receiving', 'receiving'),
  money('Total excl. GST', 'total', true),
  money('GST', 'gst'),
];

/** The cost CSV: every charge in AUD as plain numbers, the day as YYYY-MM-DD. */
export const COST_CSV: readonly CsvColumn<CostAnalysisRow>[] = [
  { header: 'Date', value: (r) => r.date, type: 'date' },
  { header: 'Reference', value: (r) => r.reference },
  { header: 'Order type', value: (r) => ORDER_TYPE_LABEL[r.order_type] },
  { header: 'Warehouse', value: (r) => r.warehouse },
  { header: 'Items', value: (r) => r.items },
  { header: 'Pick and pack (AUD)', value: (r) => r.pick_pack },
  { header: 'Shipping (AUD)', value: (r) => r.shipping },
  { header: 'Insurance (AUD)', value: (r) => r.insurance },
  { header: 'Receiving (AUD)', value: (r) => r.receiving },
  { header: 'Total excl. GST (AUD)', value: (r) => r.total },
  { header: 'GST (AUD)', value: (r) => r.gst },
];
