import { Radio } from 'antd';
import { useField } from 'formik';
import { SKU_TYPES, type SkuType } from '@/domain/contract';
import { FormField } from '@/components/form/FormField';
import { CheckboxField } from '@/components/form/CheckboxField';
import { NumberField } from '@/components/form/NumberField';

const SKU_TYPE_LABELS: Record<SkuType, string> = {
  product: 'Product: sold and shipped to customers',
  marketing: 'Marketing: flyers and samples added to orders',
};

function SkuTypeField() {
  const [field, , helpers] = useField<SkuType>('sku_type');
  return (
    <FormField name="sku_type">
      {(control) => (
        <Radio.Group
          role="radiogroup"
          id={control.id}
          aria-labelledby={control['aria-labelledby']}
          aria-invalid={control['aria-invalid']}
          aria-describedby={control['aria-describedby']}
          disabled={control.disabled}
          value={field.value}
          onChange={(e) => void helpers.setValue(e.target.value as SkuType)}
          options={SKU_TYPES.map((t) => ({ value: t, label: SKU_TYPE_LABELS[t] }))}
        />
      )}
    </FormField>
  );
}

/** Preferences: how the warehouse handles the product and when to warn about stock. */
export function PreferencesSection() {
  const [{ value: warning }] = useField<boolean>('low_stock_warning');
  return (
    <>
      <CheckboxField name="fragile" description="Packed with extra protection." />
      <CheckboxField
        name="serial_required"
        description="A serial number is scanned for every unit shipped."
      />
      <CheckboxField name="pre_packed" description="Arrives ready to ship; no repacking." />
      <CheckboxField
        name="auto_breakdown"
        description="Open boxes, cartons or pallets automatically when loose units run out."
      />
      <CheckboxField
        name="low_stock_warning"
        description="Flag the product as low on stock at or below the lower limit."
      />
      {warning && (
        <NumberField
          name="lower_limit"
          required
          precision={0}
          extra="Base units: at or below this, the product shows as low on stock."
        />
      )}
      <CheckboxField
        name="include_marketing_material"
        description="Add the organisation's marketing material to orders of this product."
      />
      <SkuTypeField />
    </>
  );
}
