import { EditOutlined } from '@ant-design/icons';
import { Button, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { ProductDetail } from '@/api/contract';
import { Restricted } from '@/components/Restricted';
import { ArchiveProductButton } from './ArchiveProductButton';
import { productPaths } from '../paths';
import { PrintBarcodeButton } from './PrintBarcodeButton';
import { useRouteProduct } from './useRouteProduct';
import './productDetail.css';

export type ProductTab = 'summary' | 'types' | 'movement' | 'history';

const TABS: { key: ProductTab; label: string; to: (id: number) => string }[] = [
  { key: 'summary', label: 'Summary', to: productPaths.summary },
  { key: 'types', label: 'Types', to: productPaths.types },
  { key: 'movement', label: 'Movement', to: productPaths.movement },
  { key: 'history', label: 'History', to: productPaths.history },
];

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
  const { product, placeholder } = useRouteProduct(8);
  if (!product) return placeholder;

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
