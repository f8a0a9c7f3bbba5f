import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { NoRecords } from './emptyState';
import { QueryFailure } from './QueryFailure';

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
  /** The failure's own wording, where the noun's does not fit ('Your profile could not be loaded.'). */
  errorTitle?: string;
  /** When the answer counts as "no records" (an empty page): the one empty state is shown. */
  isEmpty?: (data: T) => boolean;
  /** Rows of the loading skeleton, roughly the height of what comes. */
  skeletonRows?: number;
  /** A placeholder shaped like what comes, instead of the rows of lines (a picture and text). */
  skeleton?: ReactNode;
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
  errorTitle,
  isEmpty,
  skeletonRows = 6,
  skeleton,
  children,
}: QueryBoundaryProps<T>) {
  if (query.isError) return <QueryFailure query={query} noun={noun} title={errorTitle} />;
  if (query.data === undefined)
    return skeleton ?? <Skeleton active paragraph={{ rows: skeletonRows }} />;
  if (isEmpty?.(query.data)) return <NoRecords />;
  return <>{children(query.data)}</>;
}
