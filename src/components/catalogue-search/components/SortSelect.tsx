import { Select } from 'antd';
import { useSortBy } from 'react-instantsearch';
import { SEARCH_INDICES } from '@/domain/catalogue/searchContract';

/** The sort options, each its own index; newest first is the default. */
export const SORT_OPTIONS = [
  { label: 'Date new to old', value: SEARCH_INDICES.createdDesc },
  { label: 'SKU A to Z', value: SEARCH_INDICES.skuAsc },
  { label: 'Stock low to high', value: SEARCH_INDICES.stockAsc },
];

export function SortSelect() {
  const { currentRefinement, options, refine } = useSortBy({ items: SORT_OPTIONS });
  return (
    <Select
      aria-label="Sort by"
      value={currentRefinement}
      options={options}
      onChange={(value: string) => refine(value)}
      className="catalogue-sort"
      popupMatchSelectWidth={false}
    />
  );
}
