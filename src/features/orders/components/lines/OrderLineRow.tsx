import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { Button, Tag, Typography } from 'antd';
import { NumberField } from '@/components/form/NumberField';
import { SelectField } from '@/components/form/SelectField';
import { ORDER_LINE_FIELDS } from '@/domain/orders/fields';
import {
  availableIn,
  isNoStock,
  LINE_LIMITS,
  lineUnitOptions,
  NO_STOCK_LABEL,
  type OrderLineValue,
} from './orderLines';

const UNIT_LABELS: Record<string, string> = {
  BASE: 'Base (single item)',
  BOX: 'Box',
  CARTON: 'Carton',
  PALLET: 'Pallet',
};

interface OrderLineRowProps {
  name: string;
  line: OrderLineValue;
  warehouseId: number | null | undefined;
  unitTypes: boolean;
  markNoStock: boolean;
  onRemove: () => void;
}

/** One line: the product, its stock per warehouse, quantity (and unit), No Stock and Remove. */
export function OrderLineRow({
  name,
  line,
  warehouseId,
  unitTypes,
  markNoStock,
  onRemove,
}: OrderLineRowProps) {
  const available = availableIn(line, warehouseId);
  const noStock = markNoStock && isNoStock(line, warehouseId);
  const who = line.sku || line.title || `product ${line.product_id}`;
  // A field's visible word, and to a screen reader also the line it belongs to.
  const labelOf = (field: 'quantity' | 'unit_type') => (
    <>
      {ORDER_LINE_FIELDS[field].label}
      <span className="visually-hidden"> of {who}</span>
    </>
  );
  return (
    <div className={`order-line${noStock ? ' order-line--no-stock' : ''}`}>
      <div className="order-line__product">
        <Typography.Text strong>{line.title || who}</Typography.Text>
        <Typography.Text type="secondary"> · SKU {line.sku}</Typography.Text>
        {noStock && (
          <Tag color="orange" className="order-line__tag">
            {NO_STOCK_LABEL}
          </Tag>
        )}
        <StockList line={line} warehouseId={warehouseId} />
        {available !== undefined && (
          <Typography.Text type="secondary" className="order-line__available">
            {available} available in the chosen warehouse
          </Typography.Text>
        )}
      </div>
      <div className="order-line__quantity">
        <NumberField
          name={`${name}.quantity`}
          label={labelOf('quantity')}
          required
          min={LINE_LIMITS.min}
          max={LINE_LIMITS.max}
          precision={0}
        />
      </div>
      {unitTypes && (
        <div className="order-line__unit">
          <SelectField
            name={`${name}.unit_type`}
            label={labelOf('unit_type')}
            required
            options={lineUnitOptions(line).map((u) => ({
              value: u,
              label: UNIT_LABELS[u] ?? u,
            }))}
          />
        </div>
      )}
      <Button
        className="order-line__remove"
        icon={<DeleteOutlined aria-hidden />}
        aria-label={`Remove ${who}`}
        onClick={onRemove}
      >
        Remove
      </Button>
    </div>
  );
}

function StockList({ line, warehouseId }: Pick<OrderLineRowProps, 'line' | 'warehouseId'>) {
  if (!line.warehouse_stocks) {
    return (
      <Typography.Text type="secondary" className="order-line__stock">
        Loading stock…
      </Typography.Text>
    );
  }
  if (line.warehouse_stocks.length === 0) {
    return (
      <Typography.Text type="secondary" className="order-line__stock">
        No stock in any warehouse
      </Typography.Text>
    );
  }
  return (
    <ul
      className="order-line__stock"
      aria-label={`Stock of ${line.sku || line.title} per warehouse`}
    >
      {line.warehouse_stocks.map((s) => (
        <li
          key={s.warehouse_id}
          className={s.warehouse_id === warehouseId ? 'order-line__stock--chosen' : undefined}
        >
          {s.warehouse_name}: {s.available} available
        </li>
      ))}
    </ul>
  );
}
