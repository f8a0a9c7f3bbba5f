import { Card, Descriptions, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Money, PricingLine } from '@/domain/contract';
import { MaskedValue } from '@/components/MaskedValue';
import { figureColumn } from '@/components/page/figureColumn';
import { LocalTable } from '@/components/page/LocalTable';
import { QueryBoundary } from '@/components/page/QueryBoundary';
import { useGetOrderPricingQuery } from '../api';
import { formatCount, formatMoney } from '@/domain/format';
import { orderTabPage, type OrderRecord } from './orderDetail';
import { OrderTabSection } from './OrderTabSection';

/** /orders/<direction>/{id}/pricing: what the order costs, priced by the server in AUD. */
export const PricingPage = orderTabPage('pricing', Pricing);

const aud = (value: Money) => <MaskedValue value={formatMoney(value)} />;

const COLUMNS: ColumnsType<PricingLine> = [
  { title: 'Charge', dataIndex: 'label', key: 'label' },
  figureColumn('Quantity', 'quantity', formatCount),
  figureColumn('Unit price', 'unit_price', aud),
  figureColumn('Amount', 'amount', aud),
];

function Pricing({ order }: { order: OrderRecord }) {
  const pricing = useGetOrderPricingQuery(order.id);
  return (
    <OrderTabSection order={order} part="pricing" title="Pricing">
      <QueryBoundary query={pricing} noun="order's pricing">
        {(data) => (
          <>
            <LocalTable<PricingLine>
              rowKey={(line) => line.label}
              aria-label="Order charges"
              columns={COLUMNS}
              dataSource={data.lines}
              size="middle"
            />
            <Card className="order-pricing-totals">
              <Descriptions column={1} size="small">
                <Descriptions.Item label="Subtotal">{aud(data.subtotal)}</Descriptions.Item>
                <Descriptions.Item label="GST (10%)">{aud(data.tax)}</Descriptions.Item>
                <Descriptions.Item label="Total">
                  <Typography.Text strong>{aud(data.total)}</Typography.Text>
                </Descriptions.Item>
              </Descriptions>
              <Typography.Text type="secondary">
                Prices in Australian dollars ({data.currency}), GST included in the total.
              </Typography.Text>
            </Card>
          </>
        )}
      </QueryBoundary>
    </OrderTabSection>
  );
}
