import type { CsvColumn, CsvValue } from '@/domain/format/csv';

/** What a table column (antd's ColumnsType item) says about itself that a CSV column reuses. */
interface TableColumnLike {
  key?: unknown;
  dataIndex?: unknown;
  title?: unknown;
}

/**
 * A list's CSV columns from its table's columns: the same labels in the same order, each column
 * (by its key, else its dataIndex) writing the value `values` gives for it rather than its
 * rendering. A table column with no value here (a selection box, actions) is left out; `dates`
 * names the columns written as ISO days.
 */
export function csvColumnsOf<Row>(
  table: readonly object[],
  values: Partial<Record<string, (row: Row) => CsvValue>>,
  dates: readonly string[] = [],
): CsvColumn<Row>[] {
  return table.flatMap((column) => {
    const { key, dataIndex, title } = column as TableColumnLike;
    const name = String(key ?? dataIndex ?? '');
    const value = values[name];
    if (!value) return [];
    return [
      {
        header: typeof title === 'string' ? title : name,
        value,
        ...(dates.includes(name) ? { type: 'date' as const } : {}),
      },
    ];
  });
}
