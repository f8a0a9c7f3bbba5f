import { Pagination } from 'antd';
import type { ListState } from '@/core/routing/urlState';
import { listPagination, rangeText, type TotalText } from './listPagination';

export interface ListPaginationProps {
  list: ListState;
  /** All the rows the server has for this list (meta.total). */
  total: number;
  /** Plural noun of the rows: "1–10 of 12 changes". */
  noun: string;
  totalText?: TotalText;
  className?: string;
}

/**
 * The pager of a server list that is not a table (a history, cards): the same pager ServerTable
 * shows, page and page size in the URL. Nothing to page through, nothing shown.
 */
export function ListPagination({ list, total, noun, totalText, className }: ListPaginationProps) {
  if (total <= 0) return null;
  return (
    <Pagination
      className={className}
      {...listPagination(list, total, totalText ?? rangeText(noun))}
      onChange={(page, perPage) => list.update({ page, perPage })}
    />
  );
}
