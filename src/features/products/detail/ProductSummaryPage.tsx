import { Card, Col, Row, type ColProps } from 'antd';
import type { ReactNode } from 'react';
import type { ProductDetail } from '@/domain/contract';
import { detailTabPage } from '@/components/page/RecordDetail';
import { PRODUCT_DETAIL } from './productDetail';
import { RestockButton } from '../components/RestockButton';
import { CoverCard } from './summary/CoverCard';
import { ProductDetails, ProductPreferences, ProductValues } from './summary/ProductFacts';
import { StockSection } from './summary/StockSection';
import { TrendsChart } from './summary/TrendsChart';
import { UnitsTable } from './summary/UnitsTable';

interface SummaryCard {
  key: string;
  /** The card's heading; a card without one heads its content itself. */
  title?: string;
  /** Its width from large screens on, of 24; narrower screens give every card the full width. */
  lg?: ColProps['lg'];
  render: (product: ProductDetail) => ReactNode;
}

/** The summary's cards, in reading order. */
const CARDS: SummaryCard[] = [
  { key: 'units', title: 'Units', render: (p) => <UnitsTable product={p} /> },
  { key: 'stock', title: 'Stock', lg: 16, render: (p) => <StockSection product={p} /> },
  {
    key: 'cover',
    title: 'Cover',
    lg: 8,
    render: (p) => (
      <>
        <CoverCard productId={p.id} />
        <RestockButton product={p} />
      </>
    ),
  },
  { key: 'trends', render: (p) => <TrendsChart productId={p.id} /> },
  { key: 'details', title: 'Details', lg: 8, render: (p) => <ProductDetails product={p} /> },
  { key: 'values', title: 'Values', lg: 8, render: (p) => <ProductValues product={p} /> },
  {
    key: 'preferences',
    title: 'Preferences',
    lg: 8,
    render: (p) => <ProductPreferences product={p} />,
  },
];

/**
 * /space/products/:id/summary: units, stock (per warehouse, available, on hold, low stock),
 * trends, burn rate and days of cover, then the product's values and preferences.
 */
export const ProductSummaryPage = detailTabPage(PRODUCT_DETAIL, 'summary', (product) => (
  <Row gutter={[16, 16]} className="product-summary-grid">
    {CARDS.map((card) => (
      <Col key={card.key} xs={24} lg={card.lg}>
        <Card title={card.title && <h2 className="card-heading">{card.title}</h2>}>
          {card.render(product)}
        </Card>
      </Col>
    ))}
  </Row>
));
