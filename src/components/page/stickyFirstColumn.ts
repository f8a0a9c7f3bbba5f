import type { ColumnsType } from 'antd/es/table/interface';

/**
 * The columns with the first one fixed to the left edge: on a narrow screen the table scrolls
 * sideways inside its own region and each row keeps its name (the SKU, the order number) in view.
 * Use with the table's `scroll={{ x: 'max-content' }}`, which antd needs to fix a column.
 */
export function stickyFirstColumn<T>(columns: ColumnsType<T>): ColumnsType<T> {
  const [first, ...rest] = columns;
  if (!first || first.fixed) return columns;
  return [{ ...first, fixed: 'left' }, ...rest];
}
