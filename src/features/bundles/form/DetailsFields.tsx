import { Col, Input, InputNumber, Row, Typography } from 'antd';
import { useFormikContext } from 'formik';
import { TITLE_MAX_LENGTH, volume } from '@/lib/catalogue/rules';
import { Field } from './Field';
import { ImageField } from './ImageField';
import { PreppingSteps } from './PreppingSteps';
import { DESCRIPTION_MAX_LENGTH } from './schema';
import { SKU_CHECK_FAILED_MESSAGE, SKU_CHECKING_MESSAGE, type SkuCheckState } from './useSkuCheck';
import { BUNDLE_LABELS, type BundleFormValues } from './values';

const DIMENSIONS = [
  { name: 'length', unit: 'cm' },
  { name: 'width', unit: 'cm' },
  { name: 'height', unit: 'cm' },
  { name: 'weight', unit: 'kg' },
] as const;

function skuNote(check: SkuCheckState) {
  if (check.status === 'checking')
    return { text: SKU_CHECKING_MESSAGE, tone: 'validating' as const };
  if (check.status === 'taken' && check.message)
    return { text: check.message, tone: 'error' as const };
  if (check.status === 'unknown')
    return { text: SKU_CHECK_FAILED_MESSAGE, tone: 'validating' as const };
  if (check.status === 'unique') return { text: 'SKU is available', tone: 'success' as const };
  return undefined;
}

/** Step 'Details' (and the edit page): identity, size, prepping instructions and the image. */
export function DetailsFields({ skuCheck }: { skuCheck: SkuCheckState }) {
  const { values, handleChange, handleBlur, setFieldValue, setFieldTouched } =
    useFormikContext<BundleFormValues>();
  const { length, width, height } = values;
  const boxVolume =
    length && width && height && length > 0 && width > 0 && height > 0
      ? volume({ length, width, height })
      : null;

  return (
    <>
      <Field name="sku" label={BUNDLE_LABELS.sku} required note={skuNote(skuCheck)}>
        {(control) => (
          <Input
            {...control}
            name="sku"
            autoComplete="off"
            spellCheck={false}
            value={values.sku}
            onChange={handleChange}
            onBlur={handleBlur}
          />
        )}
      </Field>
      <Field name="title" label={BUNDLE_LABELS.title} required>
        {(control) => (
          <Input
            {...control}
            name="title"
            value={values.title}
            count={{ show: true, max: TITLE_MAX_LENGTH }}
            onChange={handleChange}
            onBlur={handleBlur}
          />
        )}
      </Field>
      <Field name="description" label={BUNDLE_LABELS.description}>
        {(control) => (
          <Input.TextArea
            {...control}
            name="description"
            rows={3}
            value={values.description}
            count={{ show: true, max: DESCRIPTION_MAX_LENGTH }}
            onChange={handleChange}
            onBlur={handleBlur}
          />
        )}
      </Field>
      <fieldset className="bundle-fieldset">
        <legend>Dimensions of the packed bundle</legend>
        <Row gutter={16}>
          {DIMENSIONS.map(({ name, unit }) => (
            <Col xs={12} md={6} key={name}>
              <Field name={name} label={`${BUNDLE_LABELS[name]} (${unit})`} required>
                {(control) => (
                  <InputNumber
                    {...control}
                    step={name === 'weight' ? 0.1 : 1}
                    className="bundle-number"
                    value={values[name]}
                    onChange={(value) => void setFieldValue(name, value ?? null)}
                    onBlur={() => void setFieldTouched(name, true)}
                  />
                )}
              </Field>
            </Col>
          ))}
        </Row>
        <Typography.Paragraph type="secondary" aria-live="polite">
          {boxVolume === null
            ? 'Volume: enter length, width and height.'
            : `Volume: ${boxVolume} m³`}
        </Typography.Paragraph>
      </fieldset>
      <PreppingSteps />
      <ImageField />
    </>
  );
}
