import { Descriptions, Typography } from 'antd';
import { useFormikContext } from 'formik';
import { ReviewSection } from '@/components/wizard/ReviewSection';
import { unitCount } from '@/domain/format';
import { INBOUND_SHIPPING_LABELS } from '@/domain/orders/fields';
import { useGetOrderFormOptionsQuery } from '../api';
import { SHIPMENT_TYPE_LABELS } from './ShippingStep';
import {
  INBOUND_TYPE_LABELS,
  PRODUCTS_STEP,
  SHIPPING_STEP,
  SUPPLIER_STEP,
  type InboundFormValues,
} from './values';

const L = INBOUND_SHIPPING_LABELS;
const NONE = <Typography.Text type="secondary">Not given</Typography.Text>;

/** Step 4: every answer once more, each part with an Edit that goes back to its step. */
export function ReviewStep() {
  const { values } = useFormikContext<InboundFormValues>();
  const options = useGetOrderFormOptionsQuery('inbound');
  const warehouse = (id: number | null) => {
    const w = options.data?.warehouses.find((x) => x.id === id);
    return w ? `${w.name} (${w.code})` : NONE;
  };
  return (
    <div className="inbound-review">
      <ReviewSection title="Supplier" step={SUPPLIER_STEP} editLabel="Edit supplier">
        <Descriptions column={1} size="small">
          <Descriptions.Item label="Order type">
            {INBOUND_TYPE_LABELS[values.sub_type]}
          </Descriptions.Item>
          {values.sub_type === 'back' && (
            <Descriptions.Item label="Follows order">
              {values.source_order_reference || NONE}
            </Descriptions.Item>
          )}
          <Descriptions.Item label="Supplier">{values.supplier_name || NONE}</Descriptions.Item>
        </Descriptions>
      </ReviewSection>
      <ReviewSection title="Products" step={PRODUCTS_STEP} editLabel="Edit products">
        <ul className="inbound-review__lines" aria-label="Products to receive">
          {values.products.map((line) => (
            <li key={`${line.product_id}-${line.unit_type ?? 'BASE'}`}>
              <Typography.Text strong>
                {line.title || `Product #${line.product_id}`}
              </Typography.Text>
              {line.sku && <Typography.Text type="secondary"> · {line.sku}</Typography.Text>}
              {' — '}
              <span>{unitCount(line.quantity ?? 0, line.unit_type)}</span>
            </li>
          ))}
        </ul>
      </ReviewSection>
      <ReviewSection title="Shipping" step={SHIPPING_STEP} editLabel="Edit shipping">
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label={L.warehouse_id}>
            {warehouse(values.warehouse_id)}
          </Descriptions.Item>
          {values.sub_type === 'transfer' && (
            <Descriptions.Item label="From warehouse">
              {warehouse(values.from_warehouse_id)}
            </Descriptions.Item>
          )}
          <Descriptions.Item label={L.carrier}>{values.carrier || NONE}</Descriptions.Item>
          <Descriptions.Item label={L.tracking_id}>{values.tracking_id || NONE}</Descriptions.Item>
          <Descriptions.Item label={L.eta}>{values.eta || NONE}</Descriptions.Item>
          <Descriptions.Item label={L.shipment_type}>
            {values.shipment_type ? SHIPMENT_TYPE_LABELS[values.shipment_type] : NONE}
          </Descriptions.Item>
          <Descriptions.Item label={L.invoice_reference}>
            {values.invoice_reference || NONE}
          </Descriptions.Item>
          <Descriptions.Item label={L.reference}>{values.reference || NONE}</Descriptions.Item>
        </Descriptions>
      </ReviewSection>
    </div>
  );
}
