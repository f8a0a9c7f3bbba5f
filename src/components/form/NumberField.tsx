import { InputNumber } from 'antd';
import { useField } from 'formik';
import { MASK_MARKER } from '@/domain/format';
import { FormField, type FieldItemProps } from './FormField';

export interface NumberFieldProps extends FieldItemProps {
  /** Unit shown after the number: cm, kg, AUD. */
  unit?: string;
  precision?: number;
  min?: number;
  max?: number;
  step?: number;
}

/** A number that is `null` until typed, so "not entered" and 0 stay different. */
export function NumberField({ unit, precision, min = 0, max, step, ...item }: NumberFieldProps) {
  const [field, , helpers] = useField<number | null>(item.name);
  return (
    <FormField {...item}>
      {(control) => (
        <InputNumber
          {...control}
          name={item.name}
          value={field.value}
          min={min}
          max={max}
          step={step}
          precision={precision}
          placeholder={control.disabled && !item.disabled ? MASK_MARKER : undefined}
          suffix={unit}
          style={{ width: '100%' }}
          onChange={(value) => void helpers.setValue(typeof value === 'number' ? value : null)}
          onBlur={() => void helpers.setTouched(true)}
        />
      )}
    </FormField>
  );
}
