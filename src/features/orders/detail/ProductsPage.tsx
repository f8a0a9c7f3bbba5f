import { Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { OrderProductLine } from '@/domain/contract';
import { MaskedValue } from '@/components/MaskedValue';
import { figureColumn } from '@/components/page/figureColumn';
import { LocalTable } from '@/components/page/LocalTable';
import { QueryBoundary } from '@/components/page/QueryBoundary';
import { useGetOrderProductsQuery } from '../api';
import type { OrderDirection } from '../paths';
import { formatCount, formatMoney, unitCount } from '@/domain/format';
import { orderTabPage, type OrderRecord } from './orderDetail';
import { OrderTabSection } from './OrderTabSection';
import { lineTotals } from './productLines';

/** /orders/<direction>/{id}/products: the lines and what the warehouse has done with them. */
export const ProductsPage = orderTabPage('products', Products);

const number = (value: number) => <span className="order-table-number">{formatCount(value)}</span>;
const money = (value: OrderProductLine['sale_price']) => <MaskedValue value={formatMoney(value)} />;

function columnsFor(direction: OrderDirection): ColumnsType<OrderProductLine> {
  const columns: ColumnsType<OrderProductLine> = [
    { title: 'SKU', dataIndex: 'sku', key: 'sku' },
    {
      title: 'Product',
      key: 'title',
      render: (_, line) => (
        <>
          {line.title}
          {line.no_stock && (
            <Tag color="orange" className="order-no-stock">
              No Stock
            </Tag>
          )}
        </>
      ),
    },
    {
      title: 'Ordered',
      key: 'quantity',
      align: 'right',
      render: (_, line) =>
        line.unit_type === 'BASE' ? (
          number(line.quantity)
        ) : (
          <>
            <span className="order-table-number">{unitCount(line.quantity, line.unit_type)}</span>{' '}
            <Typography.Text type="secondary">({unitCount(line.base_quantity)})</Typography.Text>
          </>
        ),
    },
    figureColumn('Counted', 'counted', number),
    figureColumn('Stored', 'stored', number),
  ];
  if (direction === 'outbound') columns.push(figureColumn('On hold', 'on_hold', number));
  columns.push(
    figureColumn('Sold value', 'sale_price', money),
    figureColumn('Cost value', 'supplier_cost', money),
    { title: 'Size', dataIndex: 'size', key: 'size', render: (size: string) => size || '—' },
  );
  return columns;
}

function Products({ order }: { order: OrderRecord }) {
  const lines = useGetOrderProductsQuery(order.id);
  return (
    <OrderTabSection order={order} part="products" title="Products" edit="products">
      <QueryBoundary query={lines} noun="order's products">
        {(rows) => {
          const totals = lineTotals(rows);
          return (
            <>
              <LocalTable<OrderProductLine>
                rowKey={(line) => `${line.product_id}-${line.unit_type}`}
                aria-label="Order products"
                columns={columnsFor(order.type)}
                dataSource={rows}
                size="middle"
              />
              <Typography.Paragraph type="secondary" className="order-line-totals">
                {formatCount(totals.ordered)} items ordered · {formatCount(totals.counted)} counted
                · {formatCount(totals.stored)} stored
                {order.type === 'outbound' ? ` · ${formatCount(totals.onHold)} on hold` : ''}
              </Typography.Paragraph>
            </>
          );
        }}
      </QueryBoundary>
    </OrderTabSection>
  );
}
