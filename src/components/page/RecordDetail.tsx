import { Alert } from 'antd';
import type { ReactNode } from 'react';
import { useRouteId } from '@/core/routing/routeParams';
import { DetailLayout } from './DetailLayout';
import type { DetailTab } from './detailTabs';
import { QueryBoundary, type QueryLike } from './QueryBoundary';

/** What the frame reads of every record. */
export interface DetailRecord {
  id: number;
  title: string;
  archived: boolean;
}

/**
 * One kind of record's detail pages, declared once: how the record of the route's :id loads, its
 * tabs, and what its header shows besides the title. Each tab's page is then
 * `detailTabPage(detail, tab, render)`.
 */
export interface RecordDetail<R extends DetailRecord, K extends string> {
  /** Singular noun: 'product' → 'This is not a product address.', 'Product sections'. */
  noun: string;
  /** The record's query hook, a module-level one: RTK Query's `useGetProductQuery` fits as it is. */
  useRecord: (id: number, options: { skip: boolean }) => QueryLike<R>;
  tabs: readonly DetailTab<K>[];
  /** Where Edit leads. */
  editPath?: (id: number) => string;
  /** Under the title: SKU, tags. */
  meta?: (record: R) => ReactNode;
  /** Actions that stay on an archived record (Print barcode). */
  actions?: (record: R) => ReactNode;
  /** Actions that change the record (Archive): gone once it is archived. */
  recordActions?: (record: R) => ReactNode;
}

export interface RecordDetailLayoutProps<R extends DetailRecord, K extends string> {
  detail: RecordDetail<R, K>;
  /** The tab this page is. */
  tab: K;
  /** The tab's content, given the loaded record. */
  children: (record: R) => ReactNode;
}

/**
 * The record of the route's :id in its detail frame (DetailLayout). An address that names no
 * record says so; until the record is there, the query boundary's skeleton or failure shows. The
 * tabs share the record's one cached request.
 */
export function RecordDetailLayout<R extends DetailRecord, K extends string>({
  detail,
  tab,
  children,
}: RecordDetailLayoutProps<R, K>) {
  const { noun, useRecord } = detail;
  const id = useRouteId();
  const query = useRecord(id ?? 0, { skip: id === null });
  if (id === null) return <Alert type="error" showIcon title={`This is not a ${noun} address.`} />;

  return (
    <QueryBoundary query={query} noun={noun} skeletonRows={8}>
      {(record) => (
        <DetailLayout
          id={record.id}
          title={record.title}
          noun={noun}
          archived={record.archived}
          meta={detail.meta?.(record)}
          editPath={detail.editPath?.(record.id)}
          actions={detail.actions?.(record)}
          recordActions={detail.recordActions?.(record)}
          tabs={detail.tabs}
          current={tab}
        >
          {children(record)}
        </DetailLayout>
      )}
    </QueryBoundary>
  );
}

/** The page of one tab: the record's frame around what `render` makes of the loaded record. */
export function detailTabPage<R extends DetailRecord, K extends string>(
  detail: RecordDetail<R, K>,
  tab: NoInfer<K>,
  render: (record: R) => ReactNode,
) {
  function DetailTabPage() {
    return (
      <RecordDetailLayout detail={detail} tab={tab}>
        {render}
      </RecordDetailLayout>
    );
  }
  return DetailTabPage;
}
