import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { LoadErrorAlert } from '../feedback/LoadErrorAlert';
import { queryErrorMessage } from '../feedback/queryError';
import { NoRecords } from './emptyState';

/** What the boundary reads of a query: an RTK Query hook's result fits as it is. */
export interface QueryLike<T> {
  data?: T;
  isError: boolean;
  error?: unknown;
  /** A request is under way (first load or a new argument). */
  isFetching?: boolean;
  refetch: () => unknown;
}

export interface QueryBoundaryProps<T> {
  query: QueryLike<T>;
  /** What is loaded, for the error: 'product' → 'The product could not be loaded.' */
  noun: string;
  /** When the answer counts as "no records" (an empty page): the one empty state is shown. */
  isEmpty?: (data: T) => boolean;
  /** Rows of the loading skeleton, roughly the height of what comes. */
  skeletonRows?: number;
  children: (data: T) => ReactNode;
}

/**
 * The three states every loaded view has, shown the same way everywhere: a skeleton until the
 * first answer, the failure with a 'Try again', and 'Oops! No Records found' for an empty answer.
 * Only then are the children given the data. A later request (another page) keeps the rows shown
 * until its answer replaces them.
 */
export function QueryBoundary<T>({
  query,
  noun,
  isEmpty,
  skeletonRows = 6,
  children,
}: QueryBoundaryProps<T>) {
  if (query.isError)
    return (
      <LoadErrorAlert
        title={`The ${noun} could not be loaded.`}
        description={queryErrorMessage(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  if (query.data === undefined) return <Skeleton active paragraph={{ rows: skeletonRows }} />;
  if (isEmpty?.(query.data)) return <NoRecords />;
  return <>{children(query.data)}</>;
}
