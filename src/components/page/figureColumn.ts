import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';

/**
 * A column of figures (counts, amounts) read from the row's field `key`: right-aligned so the
 * digits line up, and keyed by the field so a server sort can name it.
 */
export function figureColumn<Row, Key extends keyof Row & string>(
  title: string,
  key: Key,
  render: (value: Row[Key]) => ReactNode,
): ColumnType<Row> {
  return { title, dataIndex: key, key, align: 'right', render };
}
