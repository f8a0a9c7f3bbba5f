import { Col, Row } from 'antd';
import { NumberField, SelectField, TextAreaField, TextField } from '@/components/form/fields';
import { useAppSelector } from '@/core/hooks';
import { PRODUCT_FIELDS } from '@/lib/fields/product';

export const HS_CODE_HINT =
  'The Harmonized System code customs use: 2 digits, or 4 digits with optional dotted groups, e.g. 6109, 6109.10 or 6109.10.00.';

/** Values: what export paperwork and insurance need, in AUD. */
export function ValuesSection() {
  const countries = useAppSelector((s) => s.session.configObj?.countries);
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <SelectField
            name="manufactured_country"
            required
            placeholder="Choose a country"
            loading={!countries}
            options={(countries ?? []).map((c) => ({ value: c.value, label: c.text }))}
          />
        </Col>
        <Col xs={24} md={12}>
          <TextField name="hs_code" required extra={HS_CODE_HINT} placeholder="6109.10" />
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <NumberField name="supplier_value" unit="AUD" precision={2} required />
        </Col>
        <Col xs={24} md={8}>
          <NumberField name="sales_value" unit="AUD" precision={2} required />
        </Col>
        <Col xs={24} md={8}>
          <NumberField
            name="insurance_cover"
            unit="AUD"
            precision={2}
            required
            extra="The amount to insure each unit for in transit; 0 for none."
          />
        </Col>
      </Row>
      <TextAreaField
        name="import_declaration"
        counter={PRODUCT_FIELDS.import_declaration.max}
        extra="Optional text printed on import paperwork."
      />
    </>
  );
}
