import { Table, type TableProps } from 'antd';
import { emptyTableLocale } from './emptyState';
import { ScrollRegion } from './ScrollRegion';
import { stickyFirstColumn } from './stickyFirstColumn';

export interface LocalTableProps<T> extends Omit<TableProps<T>, 'pagination' | 'locale'> {
  /** The table's accessible name. */
  'aria-label': string;
}

/**
 * A table of every row the page already holds (an order's lines, its parcels): one page, the
 * portal's empty state, and a sideways scroll on a narrow screen rather than squeezed columns: in
 * a focusable region of its own, with the first column fixed.
 */
export function LocalTable<T extends object>({ columns, ...props }: LocalTableProps<T>) {
  return (
    <ScrollRegion label={`${props['aria-label']} table`}>
      <Table<T>
        pagination={false}
        locale={emptyTableLocale()}
        scroll={{ x: 'max-content' }}
        columns={columns && stickyFirstColumn(columns)}
        {...props}
      />
    </ScrollRegion>
  );
}
