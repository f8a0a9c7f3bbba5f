import type { ColumnsType } from 'antd/es/table/interface';
import type { InventoryReportRow } from '@/domain/contract';
import type { CsvColumn } from '@/domain/format/csv';
import { formatAudAmount, formatCount } from '@/domain/format';

/** The inventory table; sortable columns are the server's sorts. */
export const INVENTORY_COLUMNS: ColumnsType<InventoryReportRow> = [
  { title: 'SKU', dataIndex: 'sku', key: 'sku', sorter: true },
  { title: 'Title', dataIndex: 'title', key: 'title', sorter: true },
  { title: 'Category', dataIndex: 'category', render: (c: string | null) => c ?? '—' },
  {
    title: 'Warehouses',
    dataIndex: 'warehouses',
    render: (names: string[]) => (names.length ? names.join(', ') : '—'),
  },
  {
    title: 'On hand',
    dataIndex: 'on_hand',
    key: 'on_hand',
    sorter: true,
    align: 'right',
    render: formatCount,
  },
  {
    title: 'Available',
    dataIndex: 'available',
    key: 'available',
    sorter: true,
    align: 'right',
    render: formatCount,
  },
  { title: 'On hold', dataIndex: 'on_hold', align: 'right', render: formatCount },
  {
    title: 'Unit cost',
    dataIndex: 'unit_cost',
    key: 'unit_cost',
    sorter: true,
    align: 'right',
    render: formatAudAmount,
  },
  {
    title: 'Stock value',
    dataIndex: 'stock_value',
    key: 'stock_value',
    sorter: true,
    align: 'right',
    render: formatAudAmount,
  },
];

/** The inventory CSV: the table's columns, amounts in AUD as plain numbers. */
export const INVENTORY_CSV: readonly CsvColumn<InventoryReportRow>[] = [
  { header: 'SKU', value: (r) => r.sku },
  { header: 'Title', value: (r) => r.title },
  { header: 'Category', value: (r) => r.category ?? '' },
  { header: 'Warehouses', value: (r) => r.warehouses.join('; ') },
  { header: 'On hand', value: (r) => r.on_hand },
  { header: 'Available', value: (r) => r.available },
  { header: 'On hold', value: (r) => r.on_hold },
  { header: 'Unit cost (AUD)', value: (r) => r.unit_cost },
  { header: 'Stock value (AUD)', value: (r) => r.stock_value },
  { header: 'Low stock', value: (r) => (r.is_low_stock ? 'Yes' : 'No') },
];
