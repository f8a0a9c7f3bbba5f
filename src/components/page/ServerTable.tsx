import { Table, type TableProps } from 'antd';
import type { ColumnsType, SorterResult, SortOrder } from 'antd/es/table/interface';
import { useMemo } from 'react';
import type { Page } from '@/domain/contract';
import type { ListState } from '@/core/routing/urlState';
import { emptyTableLocale } from './emptyState';
import { listPagination, rangeText, type TotalText } from './listPagination';
import type { QueryLike } from './QueryBoundary';
import { QueryFailure } from './QueryFailure';
import { useRowNavigation } from './rowNavigation';
import { measureSafeTitle } from './measureSafeTitle';
import { ScrollRegion } from './ScrollRegion';
import { stickyFirstColumn } from './stickyFirstColumn';
import { useKeepPageInRange } from './useKeepPageInRange';

export interface ServerTableProps<T> extends Omit<
  TableProps<T>,
  'dataSource' | 'loading' | 'pagination' | 'locale' | 'onChange'
> {
  /** The list's URL state (useListParams). */
  list: ListState;
  /** The page query made with `list.request`. */
  query: QueryLike<Page<T>>;
  columns: ColumnsType<T>;
  /** Plural noun of the rows: "1–20 of 57 movements", "The movements could not be loaded." */
  noun: string;
  totalText?: TotalText;
  /** Names the table and its scroll region; defaults to the noun ('Movements'). */
  'aria-label'?: string;
  /** Defaults to the rows' `id`: every record the server lists has one. */
  rowKey?: TableProps<T>['rowKey'];
}

type Sorter<T> = SorterResult<T> | SorterResult<T>[];

/** The URL's sort of a column the person clicked: `field`, `-field`, or '' for none. */
function sortOf<T>(sorter: Sorter<T>): string {
  const one = Array.isArray(sorter) ? sorter[0] : sorter;
  const key = one?.columnKey ?? one?.field;
  if (!one?.order || key === undefined) return '';
  const name = Array.isArray(key) ? key.join('.') : String(key);
  return one.order === 'descend' ? `-${name}` : name;
}

const columnName = <T,>(column: ColumnsType<T>[number]) =>
  String(column.key ?? ('dataIndex' in column ? column.dataIndex : ''));

/**
 * An antd Table over a server list: the server pages, sorts, searches and filters; the page, page
 * size and sort live in the URL (useListParams), so a reload or a shared link shows the same rows.
 * A column with `sorter: true` sorts on the server by its key, which the list's config names in
 * `sorts` (an unlisted sort never reaches the URL). Until the first answer the table
 * shows no empty state; a failure shows why with a retry; an empty page says
 * 'Oops! No Records found'. A page past the end (the last row of the last page archived, an old
 * link) moves back to the last page. The rows are one tab stop: the arrow keys move between them
 * and Enter opens a row's record (rowNavigation). A table wider than the screen scrolls sideways
 * in its own focusable region with its first column fixed, so the page itself never does.
 */
export function ServerTable<T extends object>({
  list,
  query,
  columns,
  noun,
  totalText,
  rowKey = 'id',
  'aria-label': label = `${noun[0]!.toUpperCase()}${noun.slice(1)}`,
  ...table
}: ServerTableProps<T>) {
  const { params, update } = list;
  useKeepPageInRange(list, query.data?.meta.total_pages ?? 0);
  const rows = query.data?.data ?? [];
  const onRow = useRowNavigation<T>(rows.length);

  const sorted = useMemo(
    () =>
      stickyFirstColumn(columns).map((column) => {
        if (!column.sorter) return column;
        const name = columnName(column);
        const order: SortOrder =
          params.sort === name ? 'ascend' : params.sort === `-${name}` ? 'descend' : null;
        return { ...column, sortOrder: order };
      }),
    [columns, params.sort],
  );

  if (query.isError) return <QueryFailure query={query} noun={noun} />;

  return (
    <ScrollRegion label={`${label} table`}>
      <Table<T>
        {...table}
        rowKey={rowKey}
        aria-label={label}
        columns={sorted}
        scroll={{ x: 'max-content', ...table.scroll }}
        rowSelection={
          table.rowSelection && { columnTitle: measureSafeTitle, ...table.rowSelection }
        }
        dataSource={rows}
        onRow={onRow}
        loading={query.isFetching}
        locale={emptyTableLocale(query.data !== undefined)}
        pagination={listPagination(list, query.data?.meta.total ?? 0, totalText ?? rangeText(noun))}
        onChange={(pagination, _filters, sorter, { action }) => {
          if (action === 'sort') update({ sort: sortOf(sorter) });
          else if (action === 'paginate')
            update({ page: pagination.current ?? 1, perPage: pagination.pageSize });
        }}
      />
    </ScrollRegion>
  );
}
