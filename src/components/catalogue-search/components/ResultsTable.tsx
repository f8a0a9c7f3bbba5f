import { Alert, Button, Table } from 'antd';
import { useMemo } from 'react';
import { useHits, useHitsPerPage, useInstantSearch, usePagination } from 'react-instantsearch';
import type { SearchHit } from '@/domain/catalogue/searchContract';
import { emptyTableLocale } from '@/components/page/emptyState';
import { useRowNavigation } from '@/components/page/rowNavigation';
import { measureSafeTitle } from '@/components/page/measureSafeTitle';
import { ScrollRegion } from '@/components/page/ScrollRegion';
import { stickyFirstColumn } from '@/components/page/stickyFirstColumn';
import type { CatalogueListConfig } from '../listConfig';
import { DEFAULT_HITS_PER_PAGE, HITS_PER_PAGE_OPTIONS } from '@/core/routing/urlState';
import { columnsFor } from './columns';

const PER_PAGE_ITEMS = HITS_PER_PAGE_OPTIONS.map((value) => ({
  value,
  label: `${value} per page`,
  default: value === DEFAULT_HITS_PER_PAGE,
}));

/**
 * One page of hits from the search service. Paging and page size are refinements, so the
 * service does the work and only `hitsPerPage` records ever reach the browser (10,000 products
 * cost the same as 20).
 */
export function ResultsTable({
  config,
  selection,
}: {
  config: CatalogueListConfig;
  /** Checkboxes per row and for the page, kept over pages (CatalogueSelection). */
  selection?: { selected: number[]; onChange: (ids: number[]) => void };
}) {
  const { items } = useHits<SearchHit & Record<string, unknown>>();
  const pagination = usePagination();
  const perPage = useHitsPerPage({ items: PER_PAGE_ITEMS });
  const { status, error, results, refresh } = useInstantSearch({ catchError: true });
  const columns = useMemo(() => stickyFirstColumn(columnsFor(config)), [config]);
  const onRow = useRowNavigation<SearchHit>(items.length);

  // InstantSearch starts with placeholder results; "no records" is only true once it answered.
  const answered = !results.__isArtificial;
  const pageSize = perPage.items.find((item) => item.isRefined)?.value ?? DEFAULT_HITS_PER_PAGE;

  if (status === 'error')
    return (
      <Alert
        type="error"
        showIcon
        title={`The ${config.noun} could not be loaded.`}
        description={error?.message}
        action={<Button onClick={() => refresh()}>Try again</Button>}
      />
    );

  const label = `${config.noun[0]!.toUpperCase()}${config.noun.slice(1)} list`;
  return (
    // A narrow screen scrolls the table sideways in this focusable region, the first column fixed.
    <ScrollRegion label={label}>
      <Table<SearchHit>
        rowKey={selection ? 'id' : 'objectID'}
        rowSelection={
          selection && {
            columnTitle: measureSafeTitle,
            selectedRowKeys: selection.selected,
            // The service pages the rows: keep what other pages (and "Select all") selected.
            preserveSelectedRowKeys: true,
            onChange: (keys) => selection.onChange(keys.map(Number)),
            getCheckboxProps: (hit) => ({ 'aria-label': `Select ${hit.sku}` }),
            getTitleCheckboxProps: () => ({
              'aria-label': `Select every ${config.noun.replace(/s$/, '')} on this page`,
            }),
          }
        }
        aria-label={`${config.noun} list`}
        columns={columns}
        dataSource={items}
        onRow={onRow}
        loading={status === 'stalled' || (!answered && status === 'loading')}
        locale={emptyTableLocale(answered)}
        scroll={{ x: 'max-content' }}
        pagination={{
          // The service counts pages from zero; people count from one.
          current: pagination.currentRefinement + 1,
          pageSize,
          total: pagination.nbHits,
          showSizeChanger: true,
          pageSizeOptions: HITS_PER_PAGE_OPTIONS.map(String),
          showTotal: (total) => `${total} ${config.noun}`,
          hideOnSinglePage: false,
          onChange: (page, size) => {
            if (size !== pageSize) perPage.refine(size);
            else pagination.refine(page - 1);
          },
        }}
      />
    </ScrollRegion>
  );
}
