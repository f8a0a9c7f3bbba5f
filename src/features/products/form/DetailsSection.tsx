import { CheckCircleFilled, LoadingOutlined } from '@ant-design/icons';
import { Col, Row, Typography } from 'antd';
import type { CategoryRef } from '@/api/contract';
import { SKU_MAX_LENGTH, TITLE_MAX_LENGTH } from '@/lib/catalogue/rules';
import { NumberField, SelectField, TextAreaField, TextField } from './fields';
import { ImagesField } from './ImagesField';
import './productForm.css';
import { useProductForm } from './ProductFormContext';
import { PRODUCT_LIMITS } from './schema';
import { SKU_CHECK_FAILED_MESSAGE, SKU_CHECKING_MESSAGE } from './useSkuCheck';

export const BARCODE_HINT =
  'Code 128: printable characters, up to 48. Leave it blank and the SKU is used as the barcode.';

interface DetailsSectionProps {
  categories: CategoryRef[];
  categoriesLoading?: boolean;
}

/** Details: identity, pictures and the base unit's size (SPEC §3 Product). */
export function DetailsSection({ categories, categoriesLoading }: DetailsSectionProps) {
  const { skuCheck } = useProductForm();
  const skuNote =
    skuCheck.status === 'checking'
      ? SKU_CHECKING_MESSAGE
      : skuCheck.status === 'unknown'
        ? SKU_CHECK_FAILED_MESSAGE
        : undefined;
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <TextField
            name="sku"
            required
            extra={`Letters, numbers, dots, dashes and underscores; up to ${SKU_MAX_LENGTH}.`}
            note={skuNote}
            suffix={
              skuCheck.status === 'checking' ? (
                <LoadingOutlined aria-hidden />
              ) : skuCheck.status === 'unique' ? (
                <CheckCircleFilled aria-label="SKU is available" className="sku-free" />
              ) : (
                <span />
              )
            }
            feedback={
              skuCheck.status === 'unique'
                ? 'success'
                : skuCheck.status === 'checking'
                  ? 'validating'
                  : undefined
            }
          />
        </Col>
        <Col xs={24} md={12}>
          <SelectField
            name="category_id"
            placeholder="No category"
            allowClear
            loading={categoriesLoading}
            options={categories.map((c) => ({ value: c.id, label: c.name }))}
          />
        </Col>
      </Row>
      <TextField name="title" required counter={TITLE_MAX_LENGTH} />
      <TextField name="barcode" extra={BARCODE_HINT} />
      <TextAreaField
        name="description"
        counter={PRODUCT_LIMITS.description}
        extra="Printed on export declarations: say plainly what the product is and what it is made of."
      />
      <ImagesField />
      <Typography.Title level={3} className="product-form-subtitle">
        Base unit dimensions
      </Typography.Title>
      <Row gutter={16}>
        {(['length', 'width', 'height'] as const).map((side) => (
          <Col key={side} xs={12} md={6}>
            <NumberField name={side} unit="cm" precision={2} required />
          </Col>
        ))}
        <Col xs={12} md={6}>
          <NumberField name="weight" unit="kg" precision={3} required />
        </Col>
      </Row>
    </>
  );
}
