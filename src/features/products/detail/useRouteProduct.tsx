import { Alert } from 'antd';
import type { ReactElement } from 'react';
import type { ProductDetail } from '@/domain/contract';
import { useBreadcrumbName } from '@/components/breadcrumbs/BreadcrumbNames';
import { QueryBoundary } from '@/components/page/QueryBoundary';
import { useRouteId } from '@/core/routing/routeParams';
import { useGetProductQuery } from '../api';

type RouteProduct =
  { product: ProductDetail; placeholder: null } | { product: null; placeholder: ReactElement };

/**
 * The product of the route's :id (cached, so the pages of one product share one request), named
 * in the breadcrumb, for a page outside the detail layout (the edit form). Until it is there,
 * `placeholder` is what the page shows instead: the query boundary's skeleton of `skeletonRows`
 * while loading, else why it cannot be shown, with a retry.
 */
export function useRouteProduct(skeletonRows: number): RouteProduct {
  const id = useRouteId();
  const query = useGetProductQuery(id ?? 0, { skip: id === null });
  const product = query.data;
  useBreadcrumbName(id ?? undefined, product?.title);

  if (id === null)
    return {
      product: null,
      placeholder: <Alert type="error" showIcon title="This is not a product address." />,
    };
  if (product && !query.isError) return { product, placeholder: null };
  return {
    product: null,
    placeholder: (
      <QueryBoundary query={query} noun="product" skeletonRows={skeletonRows}>
        {() => null}
      </QueryBoundary>
    ),
  };
}
