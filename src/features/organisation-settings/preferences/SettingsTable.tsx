import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { QueryBoundary, type QueryLike } from '@/components/page/QueryBoundary';
import { emptyTableLocale } from '@/components/page/emptyState';

export interface SettingsTableProps<T> {
  query: QueryLike<T[]>;
  /** What the rows are ('shipping methods'): the loading and failure messages, and the table's name. */
  noun: string;
  rowKey: keyof T & string;
  columns: ColumnsType<T>;
}

/** A part of the settings listed whole: a few rows, on one page, saying so when there are none. */
export function SettingsTable<T extends object>({
  query,
  noun,
  rowKey,
  columns,
}: SettingsTableProps<T>) {
  return (
    <QueryBoundary query={query} noun={noun}>
      {(rows) => (
        <Table<T>
          aria-label={noun.charAt(0).toUpperCase() + noun.slice(1)}
          rowKey={rowKey}
          columns={columns}
          dataSource={rows}
          pagination={false}
          locale={emptyTableLocale()}
        />
      )}
    </QueryBoundary>
  );
}
