import { Alert, Skeleton } from 'antd';
import type { ReactElement } from 'react';
import { useParams } from 'react-router-dom';
import type { ProductDetail } from '@/api/contract';
import { useBreadcrumbName } from '@/components/breadcrumbs/BreadcrumbNames';
import { useGetProductQuery } from '../api';
import { LoadErrorAlert } from '@/components/feedback/LoadErrorAlert';

/** The :id of the route as a product id, or null when it is not one. */
export function useProductId(): number | null {
  const { id } = useParams();
  const parsed = Number(id);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : null;
}

type RouteProduct =
  { product: ProductDetail; placeholder: null } | { product: null; placeholder: ReactElement };

/**
 * The product of the route's :id (cached, so the tabs share one request), named in the
 * breadcrumb. Until it is there, `placeholder` is what the page shows instead: a skeleton of
 * `skeletonRows` while loading, else why it cannot be shown, with a retry.
 */
export function useRouteProduct(skeletonRows: number): RouteProduct {
  const id = useProductId();
  const query = useGetProductQuery(id ?? 0, { skip: id === null });
  const product = query.data;
  useBreadcrumbName(id ?? undefined, product?.title);

  if (id === null)
    return {
      product: null,
      placeholder: <Alert type="error" showIcon title="This is not a product address." />,
    };
  if (query.isLoading)
    return { product: null, placeholder: <Skeleton active paragraph={{ rows: skeletonRows }} /> };
  if (query.isError || !product)
    return {
      product: null,
      placeholder: (
        <LoadErrorAlert
          title="The product could not be loaded."
          description={query.error && 'message' in query.error ? query.error.message : undefined}
          onRetry={() => void query.refetch()}
        />
      ),
    };
  return { product, placeholder: null };
}
