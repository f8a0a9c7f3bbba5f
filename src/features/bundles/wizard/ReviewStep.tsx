import { EditOutlined } from '@ant-design/icons';
import { Button, Descriptions, Table, Typography } from 'antd';
import { useFormikContext } from 'formik';
import { useWizard } from '@/components/wizard/Wizard';
import { volume } from '@/lib/catalogue/rules';
import { BUNDLE_LABELS } from '@/lib/fields/bundle';
import { bundlesPossible } from '../form/ProductPicker';
import type { BundleFormValues } from '../form/values';
import { DETAILS_STEP, PRODUCTS_STEP } from './draft';

/** Step 'Review': everything that will be sent, with a way back to each step. */
export function ReviewStep() {
  const { values } = useFormikContext<BundleFormValues>();
  const { goTo } = useWizard();
  const { length, width, height, weight } = values;
  const steps = values.prepping_steps.map((s) => s.trim()).filter(Boolean);
  const possible = bundlesPossible(values.products);

  return (
    <div className="bundle-review">
      <section aria-labelledby="review-products">
        <div className="bundle-review__heading">
          <Typography.Title level={3} id="review-products">
            Products
          </Typography.Title>
          <Button icon={<EditOutlined aria-hidden />} onClick={() => goTo(PRODUCTS_STEP)}>
            Edit products
          </Button>
        </div>
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
            With the stock available now, this makes {possible} bundle{possible === 1 ? '' : 's'}.
          </Typography.Paragraph>
        )}
      </section>
      <section aria-labelledby="review-details">
        <div className="bundle-review__heading">
          <Typography.Title level={3} id="review-details">
            Details
          </Typography.Title>
          <Button icon={<EditOutlined aria-hidden />} onClick={() => goTo(DETAILS_STEP)}>
            Edit details
          </Button>
        </div>
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
      </section>
    </div>
  );
}
