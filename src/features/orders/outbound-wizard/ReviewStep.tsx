import { Descriptions, Tag, Typography } from 'antd';
import { useFormikContext } from 'formik';
import type { OrderFormOptionsResponse } from '@/domain/contract';
import { useCountries } from '@/components/hooks/useCountries';
import { ReviewSection } from '@/components/wizard/ReviewSection';
import { volumetricWeight } from '@/domain/orders/rules';
import { SUB_TYPE_LABEL } from '@/domain/orders/status';
import { isNoStock, NO_STOCK_LABEL } from '../components/lines/orderLines';
import { methodLabel } from './ShippingStep';
import { customerName } from './WhoStep';
import { currentValidation, STEP, type OutboundValues } from './values';

type Options = OrderFormOptionsResponse['data'];

/** Step 5, Review: every step's answers, each with an Edit that goes back to it. */
export function ReviewStep({ options }: { options: Options }) {
  const { values } = useFormikContext<OutboundValues>();
  const { countries } = useCountries();
  const country = countries.find((c) => c.value === values.country)?.text ?? values.country;
  const validation = currentValidation(values);
  const method = options.shipping_methods.find((m) => m.code === values.shipping_method);
  const warehouse = options.warehouses.find((w) => w.id === values.warehouse_id);
  const yesNo = (b: boolean) => (b ? 'Yes' : 'No');
  return (
    <div className="outbound-wizard__review">
      <Typography.Paragraph>
        Order type: <strong>{SUB_TYPE_LABEL[values.sub_type]}</strong>
      </Typography.Paragraph>
      <ReviewSection title="Who" step={STEP.who} editLabel="Edit customer">
        <Typography.Paragraph>
          {values.customer ? customerName(values.customer) : '—'}
        </Typography.Paragraph>
      </ReviewSection>
      <ReviewSection title="Address" step={STEP.address} editLabel="Edit address">
        <address className="outbound-wizard__address">
          {values.addressLine1}
          {values.addressLine2 ? `, ${values.addressLine2}` : ''}
          <br />
          {values.suburb} {values.state} {values.postcode}
          <br />
          {country}
        </address>
        <Typography.Paragraph>
          Validation:{' '}
          {!validation
            ? 'not validated'
            : validation.valid
              ? 'valid'
              : values.address_override
                ? 'refused by the carrier, used anyway (you confirmed it)'
                : 'refused by the carrier'}
        </Typography.Paragraph>
      </ReviewSection>
      <ReviewSection title="Products" step={STEP.products} editLabel="Edit products">
        <Typography.Paragraph>Ships from {warehouse?.name ?? '—'}</Typography.Paragraph>
        <table className="outbound-wizard__lines">
          <caption className="visually-hidden">Products of the order</caption>
          <thead>
            <tr>
              <th scope="col">SKU</th>
              <th scope="col">Product</th>
              <th scope="col">Quantity</th>
              <th scope="col">Stock</th>
            </tr>
          </thead>
          <tbody>
            {values.products.map((line) => (
              <tr key={line.product_id}>
                <td>{line.sku}</td>
                <td>{line.title}</td>
                <td>{line.quantity}</td>
                <td>
                  {isNoStock(line, values.warehouse_id) ? (
                    <Tag color="orange">{NO_STOCK_LABEL}</Tag>
                  ) : (
                    'In stock'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ReviewSection>
      <ReviewSection title="Shipping" step={STEP.shipping} editLabel="Edit shipping">
        <Descriptions
          column={1}
          size="small"
          items={[
            {
              key: 'method',
              label: 'Shipping method',
              children: method ? methodLabel(method) : '—',
            },
            { key: 'insurance', label: 'Insurance', children: yesNo(values.insurance) },
            { key: 'duties', label: 'Duties', children: values.duties || '—' },
            { key: 'byo', label: 'Bring your own label', children: yesNo(values.byo_label) },
            { key: 'reference', label: 'Reference', children: values.reference || '—' },
            { key: 'comment', label: 'Chat comment', children: values.chat_comment || '—' },
            {
              key: 'documents',
              label: 'Documents',
              children: values.documents.length
                ? values.documents.map((d) => d.name).join(', ')
                : 'None',
            },
            {
              key: 'parcels',
              label: 'Parcels',
              children: values.parcels.length
                ? values.parcels
                    .map(
                      (p, i) =>
                        `${i + 1}: ${p.weight} kg, ${p.length}×${p.width}×${p.height} cm (volumetric ${volumetricWeight(p.length ?? 0, p.width ?? 0, p.height ?? 0)} kg)`,
                    )
                    .join('; ')
                : 'None given',
            },
          ]}
        />
      </ReviewSection>
    </div>
  );
}
