import { Card, Col, Descriptions, Row, Table, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { BundleDetail, BundleProductLine, WarehouseStockRow } from '@/domain/contract';
import { volume } from '@/domain/catalogue/rules';
import { detailTabPage } from '@/components/page/RecordDetail';
import { FigureRow } from '@/components/page/FigureRow';
import { productPaths } from '@/features/products/paths';
import { useGetBundleStockQuery } from '../api';
import { BUNDLE_DETAIL } from './bundleDetail';
import { BundleOrdersTable } from './BundleOrdersTable';
import { BundleTrendsChart } from './BundleTrendsChart';

/** A bundle's summary: image, stock, products, details, prepping, trends and orders. */
export const BundleSummaryPage = detailTabPage(BUNDLE_DETAIL, 'summary', (bundle) => (
  <Summary bundle={bundle} />
));

function Summary({ bundle }: { bundle: BundleDetail }) {
  return (
    <div className="bundle-summary">
      <Row gutter={[16, 16]}>
        <Col xs={24} md={8}>
          <Card title="Image">
            {bundle.image ? (
              <img src={bundle.image} alt={bundle.title} className="bundle-image" />
            ) : (
              <Typography.Text type="secondary">No image</Typography.Text>
            )}
          </Card>
        </Col>
        <Col xs={24} md={16}>
          <StockCard bundle={bundle} />
        </Col>
      </Row>
      <Card title="Products">
        <Table<BundleProductLine>
          rowKey="product_id"
          size="small"
          pagination={false}
          dataSource={bundle.products}
          columns={[
            {
              title: 'SKU',
              dataIndex: 'sku',
              render: (sku: string, line) => (
                <Link to={productPaths.summary(line.product_id)}>{sku}</Link>
              ),
            },
            { title: 'Title', dataIndex: 'title' },
            { title: 'Quantity', dataIndex: 'quantity', align: 'right' },
            { title: 'Available', dataIndex: 'available', align: 'right' },
          ]}
        />
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12}>
          <Card title="Details">
            <Descriptions column={1} size="small">
              <Descriptions.Item label="Description">{bundle.description || '—'}</Descriptions.Item>
              <Descriptions.Item label="Dimensions">
                {bundle.length} × {bundle.width} × {bundle.height} cm
              </Descriptions.Item>
              <Descriptions.Item label="Weight">{bundle.weight} kg</Descriptions.Item>
              <Descriptions.Item label="Volume">{volume(bundle)} m³</Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card title="Prepping instructions">
            {bundle.prepping_required && bundle.prepping_steps.length ? (
              <ol className="bundle-review__steps">
                {bundle.prepping_steps.map((step, i) => (
                  <li key={`${i}-${step}`}>{step}</li>
                ))}
              </ol>
            ) : (
              <Typography.Text type="secondary">No prepping required.</Typography.Text>
            )}
          </Card>
        </Col>
      </Row>
      <BundleTrendsChart id={bundle.id} />
      <BundleOrdersTable id={bundle.id} />
    </div>
  );
}

function StockCard({ bundle }: { bundle: BundleDetail }) {
  const stock = useGetBundleStockQuery(bundle.id);
  return (
    <Card title="Stock">
      <FigureRow
        figures={[
          { title: 'Stock', value: bundle.stock },
          { title: 'Available', value: bundle.available },
        ]}
      />
      <Typography.Paragraph type="secondary" className="bundle-stock-note">
        Bundles are made from their products' stock: the smallest number of whole bundles the
        available products make.
      </Typography.Paragraph>
      <Table<WarehouseStockRow>
        rowKey="warehouse_id"
        size="small"
        pagination={false}
        loading={stock.isFetching}
        dataSource={stock.data ?? []}
        locale={{ emptyText: stock.isError ? stock.error.message : 'No stock in any warehouse' }}
        columns={[
          { title: 'Warehouse', dataIndex: 'warehouse_name' },
          { title: 'Stock', dataIndex: 'stock', align: 'right' },
          { title: 'Available', dataIndex: 'available', align: 'right' },
          { title: 'On hold', dataIndex: 'on_hold', align: 'right' },
        ]}
      />
    </Card>
  );
}
