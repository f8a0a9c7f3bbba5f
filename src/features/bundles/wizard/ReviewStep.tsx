import { Descriptions, Table, Typography } from 'antd';
import { useFormikContext } from 'formik';
import { ReviewSection } from '@/components/wizard/ReviewSection';
import { volume } from '@/domain/catalogue/rules';
import { BUNDLE_LABELS } from '@/domain/catalogue/bundleFields';
import { bundlesPossible } from '../form/ProductPicker';
import type { BundleFormValues } from '../form/values';
import { DETAILS_STEP, PRODUCTS_STEP } from './draft';
import { countOf } from '@/domain/format';

/** Step 'Review': everything that will be sent, with a way back to each step. */
export function ReviewStep() {
  const { values } = useFormikContext<BundleFormValues>();
  const { length, width, height, weight } = values;
  const steps = values.prepping_steps.map((s) => s.trim()).filter(Boolean);
  const possible = bundlesPossible(values.products);

  return (
    <div className="bundle-review">
      <ReviewSection title="Products" step={PRODUCTS_STEP} editLabel="Edit products">
        <Table
          rowKey="product_id"
          size="small"
          pagination={false}
          dataSource={values.products}
          columns={[
            { title: 'SKU', dataIndex: 'sku' },
            { title: 'Title', dataIndex: 'title' },
            { title: 'Quantity', dataIndex: 'quantity', align: 'right' },
            { title: 'Available', dataIndex: 'available', align: 'right' },
          ]}
        />
        {possible !== null && (
          <Typography.Paragraph type="secondary">
            With the stock available now, this makes {countOf(possible, 'bundle')}.
          </Typography.Paragraph>
        )}
      </ReviewSection>
      <ReviewSection title="Details" step={DETAILS_STEP} editLabel="Edit details">
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label={BUNDLE_LABELS.sku}>{values.sku.trim()}</Descriptions.Item>
          <Descriptions.Item label={BUNDLE_LABELS.title}>{values.title.trim()}</Descriptions.Item>
          <Descriptions.Item label={BUNDLE_LABELS.description}>
            {values.description.trim() || '—'}
          </Descriptions.Item>
          <Descriptions.Item label="Dimensions">
            {length ?? '—'} × {width ?? '—'} × {height ?? '—'} cm, {weight ?? '—'} kg
          </Descriptions.Item>
          <Descriptions.Item label="Volume">
            {length && width && height ? `${volume({ length, width, height })} m³` : '—'}
          </Descriptions.Item>
          <Descriptions.Item label={BUNDLE_LABELS.prepping_required}>
            {values.prepping_required ? 'Yes' : 'No'}
          </Descriptions.Item>
          {values.prepping_required && (
            <Descriptions.Item label={BUNDLE_LABELS.prepping_steps}>
              <ol className="bundle-review__steps">
                {steps.map((s, i) => (
                  // Steps are known only by their order.
                  <li key={`${i}-${s}`}>{s}</li>
                ))}
              </ol>
            </Descriptions.Item>
          )}
          <Descriptions.Item label={BUNDLE_LABELS.image}>
            {values.image ? (
              <img src={values.image} alt="Bundle preview" className="bundle-image-preview" />
            ) : (
              '—'
            )}
          </Descriptions.Item>
        </Descriptions>
      </ReviewSection>
    </div>
  );
}
