import { Table, type TableProps } from 'antd';
import { emptyTableLocale } from './emptyState';

export interface LocalTableProps<T> extends Omit<TableProps<T>, 'pagination' | 'locale'> {
  /** The table's accessible name. */
  'aria-label': string;
}

/**
 * A table of every row the page already holds (an order's lines, its parcels): one page, the
 * portal's empty state, and a sideways scroll on a narrow screen rather than squeezed columns.
 */
export function LocalTable<T extends object>(props: LocalTableProps<T>) {
  return (
    <Table<T> pagination={false} locale={emptyTableLocale()} scroll={{ x: true }} {...props} />
  );
}
