import { useListParams } from '@/components/hooks/useListParams';
import type { ListParams, ListParamsConfig } from '@/lib/listParams';

export const MOVEMENT_PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_MOVEMENT_PAGE_SIZE = 20;

export type MovementParams = ListParams;

export const MOVEMENT_LIST: ListParamsConfig = {
  pageSizes: MOVEMENT_PAGE_SIZES,
  defaultPageSize: DEFAULT_MOVEMENT_PAGE_SIZE,
  queryKey: 'query',
};

/** The movement tab's ?page=&per_page=&query=, so a reload or a shared link shows the same rows. */
export const useMovementParams = () => useListParams(MOVEMENT_LIST);
