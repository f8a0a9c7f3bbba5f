import { Card, Col, Row } from 'antd';
import { ProductDetailLayout } from './ProductDetailLayout';
import { CoverCard } from './summary/CoverCard';
import { ProductDetails, ProductPreferences, ProductValues } from './summary/ProductFacts';
import { StockSection } from './summary/StockSection';
import { TrendsChart } from './summary/TrendsChart';
import { UnitsTable } from './summary/UnitsTable';

/**
 * /space/products/:id/summary: units, stock (per warehouse, available, on hold, low stock),
 * trends, burn rate and days of cover, then the product's values and preferences.
 */
export function ProductSummaryPage() {
  return (
    <ProductDetailLayout tab="summary">
      {(product) => (
        <Row gutter={[16, 16]} className="product-summary-grid">
          <Col xs={24}>
            <Card title={<h2 className="card-heading">Units</h2>}>
              <UnitsTable product={product} />
            </Card>
          </Col>
          <Col xs={24} lg={16}>
            <Card title={<h2 className="card-heading">Stock</h2>}>
              <StockSection product={product} />
            </Card>
          </Col>
          <Col xs={24} lg={8}>
            <Card title={<h2 className="card-heading">Cover</h2>}>
              <CoverCard productId={product.id} />
            </Card>
          </Col>
          <Col xs={24}>
            <Card>
              <TrendsChart productId={product.id} />
            </Card>
          </Col>
          <Col xs={24} lg={8}>
            <Card title={<h2 className="card-heading">Details</h2>}>
              <ProductDetails product={product} />
            </Card>
          </Col>
          <Col xs={24} lg={8}>
            <Card title={<h2 className="card-heading">Values</h2>}>
              <ProductValues product={product} />
            </Card>
          </Col>
          <Col xs={24} lg={8}>
            <Card title={<h2 className="card-heading">Preferences</h2>}>
              <ProductPreferences product={product} />
            </Card>
          </Col>
        </Row>
      )}
    </ProductDetailLayout>
  );
}
