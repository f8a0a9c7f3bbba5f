import { EditOutlined } from '@ant-design/icons';
import { Alert, Button, Skeleton, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { ProductDetail } from '@/api/contract';
import { useBreadcrumbName } from '@/components/breadcrumbs/BreadcrumbNames';
import { Restricted } from '@/components/Restricted';
import { useGetProductQuery } from '../api';
import { ArchiveProductButton } from './ArchiveProductButton';
import { productPaths } from './paths';
import { PrintBarcodeButton } from './PrintBarcodeButton';
import './productDetail.css';

export type ProductTab = 'summary' | 'types' | 'movement' | 'history';

const TABS: { key: ProductTab; label: string; to: (id: number) => string }[] = [
  { key: 'summary', label: 'Summary', to: productPaths.summary },
  { key: 'types', label: 'Types', to: productPaths.types },
  { key: 'movement', label: 'Movement', to: productPaths.movement },
  { key: 'history', label: 'History', to: productPaths.history },
];

/** The :id of the route as a product id, or null when it is not one. */
export function useProductId(): number | null {
  const { id } = useParams();
  const parsed = Number(id);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : null;
}

function Header({ product }: { product: ProductDetail }) {
  const navigate = useNavigate();
  return (
    <header className="product-header">
      <div>
        <Typography.Title level={1} className="product-title" id="product-detail-title">
          {product.title}
        </Typography.Title>
        <Space size={8} wrap>
          <Typography.Text type="secondary">SKU {product.sku}</Typography.Text>
          {product.category && <Tag color={product.category.color}>{product.category.name}</Tag>}
          {product.archived && <Tag>Archived</Tag>}
          {product.is_low_stock && <Tag color="orange">Low stock</Tag>}
        </Space>
      </div>
      <Space wrap className="product-actions">
        {!product.archived && (
          <Restricted rule={{ permission: 'edit' }}>
            <Button
              icon={<EditOutlined aria-hidden />}
              onClick={() => navigate(productPaths.edit(product.id))}
            >
              Edit
            </Button>
          </Restricted>
        )}
        <PrintBarcodeButton productId={product.id} />
        {!product.archived && (
          <Restricted rule={{ permission: 'edit' }}>
            <ArchiveProductButton product={product} />
          </Restricted>
        )}
      </Space>
    </header>
  );
}

interface ProductDetailLayoutProps {
  /** The tab this page is: marked as the current one. */
  tab: ProductTab;
  /** The tab's content, given the loaded product. */
  children: (product: ProductDetail) => ReactNode;
}

/**
 * The frame of every product detail page (/space/products/:id/summary, /types, /movement,
 * /history): title, SKU, category and state tags, the actions and the four tabs as links. It
 * loads the product (cached for the tabs) and names the breadcrumb after it.
 */
export function ProductDetailLayout({ tab, children }: ProductDetailLayoutProps) {
  const id = useProductId();
  const {
    data: product,
    isLoading,
    isError,
    error,
    refetch,
  } = useGetProductQuery(id ?? 0, {
    skip: id === null,
  });
  useBreadcrumbName(id ?? undefined, product?.title);

  if (id === null) return <Alert type="error" showIcon title="This is not a product address." />;
  if (isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (isError || !product)
    return (
      <Alert
        type="error"
        showIcon
        title="The product could not be loaded."
        description={error && 'message' in error ? error.message : undefined}
        action={<Button onClick={() => void refetch()}>Try again</Button>}
      />
    );

  return (
    <article className="product-detail" aria-labelledby="product-detail-title">
      <Header product={product} />
      <nav aria-label="Product sections" className="product-tabs">
        {TABS.map((t) => (
          <Link
            key={t.key}
            to={t.to(product.id)}
            className={t.key === tab ? 'product-tab product-tab-active' : 'product-tab'}
            aria-current={t.key === tab ? 'page' : undefined}
          >
            {t.label}
          </Link>
        ))}
      </nav>
      {children(product)}
    </article>
  );
}
