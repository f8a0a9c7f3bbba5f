import { useListParams } from '@/components/hooks/useListParams';
import type { ListParamsConfig } from '@/lib/listParams';

export const CATEGORY_PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_CATEGORY_PAGE_SIZE = 20;

const CATEGORY_LIST: ListParamsConfig = {
  pageSizes: CATEGORY_PAGE_SIZES,
  defaultPageSize: DEFAULT_CATEGORY_PAGE_SIZE,
  queryKey: 'q',
};

/** The list's ?q=&page=&per_page=, so a view can be shared; moving through it adds no history. */
export const useCategoryListParams = () => useListParams(CATEGORY_LIST, { replace: 'always' });
