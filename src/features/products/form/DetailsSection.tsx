import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import { Typography } from 'antd';
import { FieldColumns } from '@/components/form/FieldColumns';
import type { CategoryRef } from '@/domain/contract';
import { NumberField } from '@/components/form/NumberField';
import { SelectField } from '@/components/form/SelectField';
import { TextAreaField } from '@/components/form/TextAreaField';
import { TextField } from '@/components/form/textFields';
import { SKU_AVAILABLE_MESSAGE, skuNote, useFormSkuCheck } from '@/components/form/SkuCheck';
import { PRODUCT_FIELDS } from '@/domain/catalogue/productFields';
import { ImagesField } from './ImagesField';
import './productForm.css';

export const BARCODE_HINT =
  'Code 128: printable characters, up to 48. Leave it blank and the SKU is used as the barcode.';

interface DetailsSectionProps {
  categories: CategoryRef[];
  categoriesLoading?: boolean;
}

/** Details: identity, pictures and the base unit's size. */
export function DetailsSection({ categories, categoriesLoading }: DetailsSectionProps) {
  const skuCheck = useFormSkuCheck();
  return (
    <>
      <FieldColumns columns={2}>
        <TextField
          name="sku"
          required
          extra={`Letters, numbers, dots, dashes and underscores; up to ${PRODUCT_FIELDS.sku.max}.`}
          note={skuNote(skuCheck)}
          // Always an end: antd rebuilds an input that gains one, and focus would be lost.
          suffix={
            skuCheck.status === 'checking' ? (
              <LoadingOutlined aria-hidden />
            ) : skuCheck.status === 'unique' ? (
              <CheckCircleFilled aria-label={SKU_AVAILABLE_MESSAGE} className="sku-free" />
            ) : (
              <span />
            )
          }
        />
        <SelectField
          name="category_id"
          placeholder="No category"
          allowClear
          loading={categoriesLoading}
          options={categories.map((c) => ({ value: c.id, label: c.name }))}
        />
      </FieldColumns>
      <TextField name="title" required counter={PRODUCT_FIELDS.title.max} />
      <TextField name="barcode" extra={BARCODE_HINT} />
      <TextAreaField
        name="description"
        counter={PRODUCT_FIELDS.description.max}
        extra="Printed on export declarations: say plainly what the product is and what it is made of."
      />
      <ImagesField />
      <Typography.Title level={3} className="product-form-subtitle">
        Base unit dimensions
      </Typography.Title>
      <FieldColumns columns={4}>
        {(['length', 'width', 'height'] as const).map((side) => (
          <NumberField key={side} name={side} unit="cm" precision={2} required />
        ))}
        <NumberField name="weight" unit="kg" precision={3} required />
      </FieldColumns>
    </>
  );
}
