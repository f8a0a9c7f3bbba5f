import { FieldColumns } from '@/components/form/FieldColumns';
import { NumberField } from '@/components/form/NumberField';
import { SelectField } from '@/components/form/SelectField';
import { TextAreaField } from '@/components/form/TextAreaField';
import { TextField } from '@/components/form/textFields';
import { useAppSelector } from '@/core/hooks';
import { PRODUCT_FIELDS } from '@/domain/catalogue/productFields';

export const HS_CODE_HINT =
  'The Harmonized System code customs use: 2 digits, or 4 digits with optional dotted groups, e.g. 6109, 6109.10 or 6109.10.00.';

/** Values: what export paperwork and insurance need, in AUD. */
export function ValuesSection() {
  const countries = useAppSelector((s) => s.session.configObj?.countries);
  return (
    <>
      <FieldColumns columns={2}>
        <SelectField
          name="manufactured_country"
          required
          placeholder="Choose a country"
          loading={!countries}
          options={(countries ?? []).map((c) => ({ value: c.value, label: c.text }))}
        />
        <TextField name="hs_code" required extra={HS_CODE_HINT} placeholder="6109.10" />
      </FieldColumns>
      <FieldColumns columns={3}>
        <NumberField name="supplier_value" unit="AUD" precision={2} required />
        <NumberField name="sales_value" unit="AUD" precision={2} required />
        <NumberField
          name="insurance_cover"
          unit="AUD"
          precision={2}
          required
          extra="The amount to insure each unit for in transit; 0 for none."
        />
      </FieldColumns>
      <TextAreaField
        name="import_declaration"
        counter={PRODUCT_FIELDS.import_declaration.max}
        extra="Optional text printed on import paperwork."
      />
    </>
  );
}
