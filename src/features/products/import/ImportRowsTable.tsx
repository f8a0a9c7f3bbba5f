import { ScrollRegion } from '@/components/page/ScrollRegion';
import { Table, Tag, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import type { ImportRow, RowStatus } from './useProductImport';
import { productPaths } from '../paths';

const STATUS: Record<RowStatus, { label: string; color: string }> = {
  invalid: { label: 'Has problems', color: 'red' },
  ready: { label: 'Ready', color: 'blue' },
  sending: { label: 'Sending', color: 'processing' },
  created: { label: 'Created', color: 'green' },
  failed: { label: 'Not created', color: 'orange' },
};

const columns: TableColumnsType<ImportRow> = [
  { key: 'line', title: 'Row', dataIndex: 'line', width: 64 },
  {
    key: 'sku',
    title: 'SKU',
    render: (_, row) =>
      row.created ? <Link to={productPaths.summary(row.created.id)}>{row.sku}</Link> : row.sku,
  },
  { key: 'title', title: 'Title', dataIndex: 'title', ellipsis: true },
  {
    key: 'status',
    title: 'Status',
    render: (_, row) => <Tag color={STATUS[row.status].color}>{STATUS[row.status].label}</Tag>,
  },
  {
    key: 'problems',
    title: 'Problems',
    render: (_, row) => {
      const messages = row.serverMessage ? [row.serverMessage] : row.issues.map((i) => i.message);
      if (!messages.length) return null;
      return (
        <ul className="product-import-problems">
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      );
    },
  },
];

/** Every row of the sheet with its number as the spreadsheet shows it, its state and problems. */
export function ImportRowsTable({ rows, caption }: { rows: ImportRow[]; caption: string }) {
  return (
    <ScrollRegion label="Rows of the file">
      <Table<ImportRow>
        rowKey="line"
        size="small"
        columns={columns}
        dataSource={rows}
        title={() => caption}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
      />
    </ScrollRegion>
  );
}
