import { Input, Typography } from 'antd';
import { FieldColumns } from '@/components/form/FieldColumns';
import { useField, useFormikContext } from 'formik';
import { FormField } from '@/components/form/FormField';
import { NumberField } from '@/components/form/NumberField';
import { TextAreaField } from '@/components/form/TextAreaField';
import { TextField } from '@/components/form/textFields';
import { SKU_AVAILABLE_MESSAGE, skuNote, useFormSkuCheck } from '@/components/form/SkuCheck';
import { volume } from '@/domain/catalogue/rules';
import { BUNDLE_DIMENSIONS, BUNDLE_FIELDS as F } from '@/domain/catalogue/bundleFields';
import { ImageField } from './ImageField';
import { PreppingSteps } from './PreppingSteps';
import type { BundleFormValues } from './values';

const UNITS = { length: 'cm', width: 'cm', height: 'cm', weight: 'kg' } as const;

/** The SKU, with what the server said about it while it was typed. */
function SkuField() {
  const [field, , helpers] = useField<string>('sku');
  const check = useFormSkuCheck();
  return (
    <FormField name="sku" required note={skuNote(check, SKU_AVAILABLE_MESSAGE)}>
      {(control) => (
        <Input
          {...control}
          name="sku"
          autoComplete="off"
          spellCheck={false}
          value={field.value}
          onChange={(e) => void helpers.setValue(e.target.value)}
          onBlur={() => void helpers.setTouched(true)}
        />
      )}
    </FormField>
  );
}

/** Step 'Details' (and the edit page): identity, size, prepping instructions and the image. */
export function DetailsFields() {
  const { values } = useFormikContext<BundleFormValues>();
  const { length, width, height } = values;
  const boxVolume =
    length && width && height && length > 0 && width > 0 && height > 0
      ? volume({ length, width, height })
      : null;

  return (
    <>
      <SkuField />
      <TextField name="title" required counter={F.title.max} />
      <TextAreaField name="description" counter={F.description.max} />
      <fieldset className="bundle-fieldset">
        <legend>Dimensions of the packed bundle</legend>
        <FieldColumns columns={4}>
          {BUNDLE_DIMENSIONS.map((name) => (
            <NumberField
              key={name}
              name={name}
              label={`${F[name].label} (${UNITS[name]})`}
              required
              step={name === 'weight' ? 0.1 : 1}
            />
          ))}
        </FieldColumns>
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
