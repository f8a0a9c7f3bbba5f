import type { PaginationProps } from 'antd';
import type { ListState } from '@/core/routing/urlState';
import { PAGE_SIZES } from '@/core/routing/urlState';

/** How a list counts its rows under the pager: "21–40 of 57 movements" unless it says otherwise. */
export type TotalText = (total: number, range: [number, number]) => string;

export const rangeText =
  (noun: string): TotalText =>
  (total, [from, to]) =>
    `${from}–${to} of ${total} ${noun}`;

/** The pager of a server list: the page and page size come from, and go to, the URL. */
export function listPagination(
  list: ListState,
  total: number,
  totalText: TotalText,
): PaginationProps {
  return {
    current: list.params.page,
    pageSize: list.params.perPage,
    total,
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZES.map(String),
    showTotal: totalText,
  };
}
