import { LoadErrorAlert } from '../feedback/LoadErrorAlert';
import { queryErrorMessage } from '../feedback/queryError';
import type { QueryLike } from './QueryBoundary';

export interface QueryFailureProps {
  query: Pick<QueryLike<unknown>, 'error' | 'refetch'>;
  /** What is loaded: 'orders' → 'The orders could not be loaded.' */
  noun: string;
  /** Says it otherwise ('Your profile could not be loaded.'). */
  title?: string;
}

/** A query that failed, said the one way: what could not be loaded, the server's reason, a retry. */
export function QueryFailure({ query, noun, title }: QueryFailureProps) {
  return (
    <LoadErrorAlert
      title={title ?? `The ${noun} could not be loaded.`}
      description={queryErrorMessage(query.error)}
      onRetry={() => void query.refetch()}
    />
  );
}
