import { Alert, Table } from 'antd';
import type { ProductDetail, WarehouseStockRow } from '@/domain/contract';
import { FigureRow } from '@/components/page/FigureRow';
import { formatCount } from '@/domain/format';

/** What the low-stock state means for this product, in words. */
export function lowStockText(product: ProductDetail): {
  type: 'warning' | 'success' | 'info';
  text: string;
} {
  if (!product.low_stock_warning)
    return { type: 'info', text: 'Low stock warning is off for this product.' };
  if (product.is_low_stock)
    return {
      type: 'warning',
      text: `Low stock: ${formatCount(product.available)} available, at or below the lower limit of ${formatCount(product.low_stock_alert)}.`,
    };
  return {
    type: 'success',
    text: `Stock is above the lower limit of ${formatCount(product.low_stock_alert)}.`,
  };
}

/** Totals over every unit and warehouse (in base items), the low-stock state and each warehouse. */
export function StockSection({ product }: { product: ProductDetail }) {
  const low = lowStockText(product);
  return (
    <>
      <FigureRow
        figures={[
          { title: 'Stock', value: product.stock },
          { title: 'Available', value: product.available },
          { title: 'On hold', value: product.on_hold },
        ]}
      />
      <Alert type={low.type} showIcon title={low.text} className="stock-state" />
      <Table<WarehouseStockRow>
        rowKey="warehouse_id"
        size="small"
        pagination={false}
        aria-label="Stock per warehouse"
        dataSource={product.warehouse_stocks}
        locale={{ emptyText: 'No stock in any warehouse yet.' }}
        columns={[
          {
            title: 'Warehouse',
            render: (_, row) => `${row.warehouse_name} (${row.warehouse_code})`,
          },
          { title: 'Stock', dataIndex: 'stock', align: 'right', render: formatCount },
          { title: 'Available', dataIndex: 'available', align: 'right', render: formatCount },
          { title: 'On hold', dataIndex: 'on_hold', align: 'right', render: formatCount },
        ]}
      />
    </>
  );
}
