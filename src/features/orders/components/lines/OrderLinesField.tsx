import { Alert, Typography } from 'antd';
import { getIn, setIn, useField, useFormikContext } from 'formik';
import { useEffect, useState } from 'react';
import { controlId, useFieldError, useFormFrame } from '@/components/form/FormField';
import { productsApi } from '@/features/products/api';
import { ORDER_LINE_FIELDS } from '@/domain/orders/fields';
import { keepServerErrors } from './keepServerErrors';
import { addLine, lineFromProduct, removeLine, type OrderLineValue } from './orderLines';
import { OrderLineRow } from './OrderLineRow';
import { ProductPicker } from './ProductPicker';
import './orderLines.css';

export interface OrderLinesFieldProps {
  /** The formik field holding the lines (an array of OrderLineValue). */
  name: string;
  /** The warehouse the order is served from: its stock is highlighted and 0 marks No Stock. */
  warehouseId: number | null | undefined;
  /** Each line picks its packaging unit (inbound). */
  unitTypes?: boolean;
  /** Mark lines with nothing available in the warehouse 'No Stock' (default: yes; outbound). */
  markNoStock?: boolean;
  /** The field's visible label. */
  label?: string;
}

/**
 * The order-lines editor of every order form: search and add products (adding a product that
 * is already on a line raises that line's quantity), a quantity per line, the product's stock
 * per warehouse, No Stock on a product with none available in the chosen warehouse, and removal
 * that never takes the last line away (the rule's message is shown instead).
 */
export function OrderLinesField({
  name,
  warehouseId,
  unitTypes = false,
  markNoStock = true,
  label = 'Products',
}: OrderLinesFieldProps) {
  const [field, , helpers] = useField<OrderLineValue[]>(name);
  const lines = field.value ?? [];
  const { idPrefix } = useFormFrame();
  const error = useFieldError(name);
  const listError = typeof error === 'string' ? error : undefined;
  const [refusal, setRefusal] = useState<string | null>(null);
  const pickerId = controlId(idPrefix, `${name}-search`);
  const labelId = `${pickerId}-label`;

  const setLines = (next: OrderLineValue[]) => {
    setRefusal(null);
    void helpers.setValue(next);
  };

  return (
    <div className="order-lines" role="group" aria-labelledby={`${labelId}-group`}>
      <Typography.Text strong id={`${labelId}-group`} className="order-lines__title">
        {label}
      </Typography.Text>
      <label id={labelId} htmlFor={pickerId} className="order-lines__label">
        Add product
      </label>
      <ProductPicker
        id={pickerId}
        labelId={labelId}
        onPick={(line) =>
          setLines(addLine(lines, unitTypes ? { ...line, unit_type: 'BASE' } : line))
        }
      />
      {listError && (
        <Typography.Text type="danger" role="alert" className="order-lines__error">
          {listError}
        </Typography.Text>
      )}
      {lines.length === 0 ? (
        <Typography.Paragraph type="secondary">
          No products yet: search above to add one.
        </Typography.Paragraph>
      ) : (
        <ul className="order-lines__list" aria-label={`${label}: lines`}>
          {lines.map((line, index) => (
            <li key={`${line.product_id}-${line.unit_type ?? 'BASE'}`}>
              <LineRefresh name={`${name}[${index}]`} line={line} units={unitTypes} />
              <OrderLineRow
                name={`${name}[${index}]`}
                line={line}
                warehouseId={warehouseId}
                unitTypes={unitTypes}
                markNoStock={markNoStock}
                onRemove={() => {
                  const result = removeLine(lines, index);
                  if (result.ok) setLines(result.lines);
                  else setRefusal(result.message);
                }}
              />
            </li>
          ))}
        </ul>
      )}
      {refusal && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          title={refusal}
          className="order-lines__refusal"
        />
      )}
      <Typography.Text type="secondary" className="order-lines__hint">
        {ORDER_LINE_FIELDS.quantity.label}: a whole number from {ORDER_LINE_FIELDS.quantity.min} to{' '}
        {ORDER_LINE_FIELDS.quantity.max.toLocaleString('en-AU')}. Stock is in single items.
      </Typography.Text>
    </div>
  );
}

/**
 * A line that arrived without what its product's record tells (its stock per warehouse, and on an
 * inbound form its units: a duplicated order, an order being edited, a back order, a draft stored
 * before lines carried units) reads the product once and fills that in.
 */
function LineRefresh({
  name,
  line,
  units,
}: {
  name: string;
  line: OrderLineValue;
  units: boolean;
}) {
  const missing = line.warehouse_stocks === undefined || (units && line.unit_types === undefined);
  const product = productsApi.useGetProductQuery(line.product_id, { skip: !missing });
  const { setFormikState } = useFormikContext<object>();
  const data = product.data;
  useEffect(() => {
    if (!missing || !data) return;
    const fresh = lineFromProduct(data);
    // One functional update: several lines may fill in within one render, and a quantity typed
    // meanwhile is kept. Filling in is not the person's change: a server message the form holds
    // (on the lines, say) stays.
    setFormikState((state) => {
      const current = getIn(state.values, name) as OrderLineValue | undefined;
      if (!current || current.product_id !== data.id) return state;
      const filled: OrderLineValue = {
        ...current,
        warehouse_stocks: current.warehouse_stocks ?? fresh.warehouse_stocks,
        ...(current.cost_valid === undefined || current.cost_valid === null
          ? { cost_valid: fresh.cost_valid }
          : {}),
        ...(units && current.unit_types === undefined && fresh.unit_types
          ? { unit_types: fresh.unit_types }
          : {}),
      };
      const values = setIn(state.values, name, filled) as object;
      return { ...state, values, status: keepServerErrors(state.status, state.values, values) };
    });
  }, [data, missing, units, name, setFormikState]);
  return null;
}
