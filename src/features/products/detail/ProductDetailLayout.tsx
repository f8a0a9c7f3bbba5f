import { Alert, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { ProductDetail } from '@/api/contract';
import { ColourDot } from '@/components/catalogue-search/components/ColourDot';
import { Restricted } from '@/components/Restricted';
import { DetailLayout } from '@/components/page/DetailLayout';
import { QueryBoundary } from '@/components/page/QueryBoundary';
import { useRouteId } from '@/core/routing/routeParams';
import { useGetProductQuery } from '../api';
import { productPaths, productTabs, type ProductTab } from '../paths';
import { ArchiveProductButton } from './ArchiveProductButton';
import { PrintBarcodeButton } from './PrintBarcodeButton';
import './productDetail.css';

export type { ProductTab } from '../paths';

interface ProductDetailLayoutProps {
  /** The tab this page is: marked as the current one. */
  tab: ProductTab;
  /** The tab's content, given the loaded product. */
  children: (product: ProductDetail) => ReactNode;
}

/**
 * The frame of every product detail page (summary, types, movement, history): title, SKU,
 * category and state tags, the actions and the tabs. It loads the product (cached, so the tabs
 * share one request).
 */
export function ProductDetailLayout({ tab, children }: ProductDetailLayoutProps) {
  const id = useRouteId();
  const query = useGetProductQuery(id ?? 0, { skip: id === null });
  if (id === null) return <Alert type="error" showIcon title="This is not a product address." />;

  return (
    <QueryBoundary query={query} noun="product" skeletonRows={8}>
      {(product) => (
        <DetailLayout
          id={product.id}
          title={product.title}
          noun="product"
          archived={product.archived}
          meta={
            <>
              <Typography.Text type="secondary">SKU {product.sku}</Typography.Text>
              {product.category && (
                // A neutral tag with the colour as a dot: text on a tint of any colour a merchant
                // picks cannot promise readable contrast.
                <Tag>
                  <ColourDot colour={product.category.color} />
                  {product.category.name}
                </Tag>
              )}
              {product.is_low_stock && <Tag color="orange">Low stock</Tag>}
            </>
          }
          editPath={productPaths.edit(product.id)}
          actions={<PrintBarcodeButton productId={product.id} />}
          recordActions={
            <Restricted rule={{ permission: 'edit' }}>
              <ArchiveProductButton product={product} />
            </Restricted>
          }
          tabs={productTabs}
          current={tab}
        >
          {children(product)}
        </DetailLayout>
      )}
    </QueryBoundary>
  );
}
