import { Card, Col, Descriptions, Row, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { Code128Barcode } from '@/components/Code128Barcode';
import { useCountries } from '@/components/hooks/useCountries';
import { QueryBoundary } from '@/components/page/QueryBoundary';
import { SOURCE_LABEL, SUB_TYPE_LABEL } from '@/domain/orders/status';
import { customerPaths, supplierPaths } from '@/features/partners';
import { useGetLinkedOrdersQuery, useGetOrderProgressQuery } from '../api';
import { OrderStatusBadge } from '../components/OrderStatusBadge';
import { orderPaths } from '../paths';
import { formatDateTime } from '@/domain/format';
import { ADDRESS_VALIDATION_TEXT, addressLines } from './format';
import { orderTabPage, type OrderRecord } from './orderDetail';
import { OrderProgress } from './OrderProgress';

const TAG_COLOUR = { success: 'green', error: 'red', warning: 'orange', default: 'default' };

/** /orders/<direction>/{id}/summary: what the order is, for whom, where it stands. */
export const SummaryPage = orderTabPage('summary', Summary);

function Summary({ order }: { order: OrderRecord }) {
  const progress = useGetOrderProgressQuery(order.id);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={14}>
        <Card title={<h2 className="card-heading">Order</h2>}>
          <OrderFacts order={order} />
        </Card>
      </Col>
      <Col xs={24} lg={10}>
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Card title={<h2 className="card-heading">Barcode</h2>}>
            <div className="order-barcode">
              <Code128Barcode value={order.barcode} />
              <span className="order-barcode-text">{order.barcode}</span>
            </div>
          </Card>
          <Card title={<h2 className="card-heading">Progress</h2>}>
            <QueryBoundary query={progress} noun="order progress" skeletonRows={4}>
              {(data) => <OrderProgress progress={data} />}
            </QueryBoundary>
          </Card>
        </Space>
      </Col>
      {order.address && (
        <Col xs={24} lg={14}>
          <Card title={<h2 className="card-heading">Address</h2>}>
            <OrderAddress order={order} />
          </Card>
        </Col>
      )}
    </Row>
  );
}

function OrderFacts({ order }: { order: OrderRecord }) {
  const showReason = order.reason && (order.status === 'amending' || order.status === 'cancelled');
  return (
    <Descriptions column={1} size="small">
      <Descriptions.Item label="Status">
        <OrderStatusBadge status={order.status} />
      </Descriptions.Item>
      {showReason && (
        <Descriptions.Item
          label={order.status === 'cancelled' ? 'Reason for cancelling' : 'Reason for amending'}
        >
          {order.reason}
        </Descriptions.Item>
      )}
      <Descriptions.Item label="Reference">{order.reference}</Descriptions.Item>
      <Descriptions.Item label="Type">
        {order.type === 'outbound' ? 'Outbound' : 'Inbound'}
      </Descriptions.Item>
      <Descriptions.Item label="Sub type">{SUB_TYPE_LABEL[order.sub_type]}</Descriptions.Item>
      <Descriptions.Item label="Source">
        {SOURCE_LABEL[order.source] ?? order.source}
      </Descriptions.Item>
      <Descriptions.Item label="Created">{formatDateTime(order.created_at)}</Descriptions.Item>
      <Descriptions.Item label="Processed">
        {order.processed_at ? formatDateTime(order.processed_at) : 'Not yet'}
      </Descriptions.Item>
      <Descriptions.Item label={order.type === 'outbound' ? 'Customer' : 'Supplier'}>
        <Partner order={order} />
      </Descriptions.Item>
      <Descriptions.Item label="Warehouse">
        {order.warehouse.name} ({order.warehouse.code})
      </Descriptions.Item>
      {order.original_order && (
        <Descriptions.Item label="Original order">
          <Link to={orderPaths.summary('outbound', order.original_order.id)}>
            {order.original_order.reference}
          </Link>
        </Descriptions.Item>
      )}
      {order.sub_type === 'split' && order.linked_ids.length > 0 && (
        <Descriptions.Item label="Linked orders">
          <LinkedOrderLinks order={order} />
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}

/** The customer (outbound) or supplier (inbound), linked to their own page. */
function Partner({ order }: { order: OrderRecord }) {
  if (order.type === 'outbound' && order.customer)
    return (
      <Link to={customerPaths.summary(order.customer.id)}>
        {order.customer.name}
        {order.customer.company ? ` (${order.customer.company})` : ''}
      </Link>
    );
  if (order.type === 'inbound' && order.supplier)
    return (
      <Link to={supplierPaths.summary(order.supplier.id)}>
        {order.supplier.company || order.supplier.name}
      </Link>
    );
  return <>{order.customer_name || '—'}</>;
}

/** The other orders of the split, by reference and status, each linked. */
function LinkedOrderLinks({ order }: { order: OrderRecord }) {
  const linked = useGetLinkedOrdersQuery(order.id);
  const others = (linked.data ?? []).filter((o) => o.id !== order.id);
  return (
    <Space wrap size={8}>
      {others.map((other) => (
        <Space key={other.id} size={4}>
          <Link to={orderPaths.summary('outbound', other.id)}>{other.reference}</Link>
          <OrderStatusBadge status={other.status} />
        </Space>
      ))}
      <Link to={orderPaths.distributions(order.id)}>See distributions</Link>
    </Space>
  );
}

function OrderAddress({ order }: { order: OrderRecord }) {
  const countries = useCountries();
  const address = order.address!;
  const countryName = countries.countries.find((c) => c.value === address.country)?.text;
  const validation = ADDRESS_VALIDATION_TEXT[order.address_validation];
  return (
    <Space orientation="vertical" size={8}>
      <address className="order-address">
        {addressLines(address, countryName).map((line) => (
          <Typography.Text key={line} className="order-address-line">
            {line}
          </Typography.Text>
        ))}
      </address>
      {order.type === 'outbound' && (
        <Tag color={TAG_COLOUR[validation.tone]}>{validation.text}</Tag>
      )}
    </Space>
  );
}
