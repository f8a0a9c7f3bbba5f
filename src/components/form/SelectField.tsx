import { Select } from 'antd';
import { useField } from 'formik';
import { FormField, type FieldItemProps } from './FormField';

export interface SelectFieldProps<V extends string | number> extends FieldItemProps {
  options: readonly { value: V; label: string }[];
  placeholder?: string;
  loading?: boolean;
  allowClear?: boolean;
  /** The stored value when nothing is chosen ('' for text, null for ids). */
  emptyValue?: V | null | '';
}

export function SelectField<V extends string | number>(props: SelectFieldProps<V>) {
  const { options, placeholder, loading, allowClear, emptyValue, ...item } = props;
  const [field, , helpers] = useField<V | null | ''>(item.name);
  const empty =
    emptyValue !== undefined ? emptyValue : typeof options[0]?.value === 'number' ? null : '';
  return (
    <FormField {...item}>
      {(control) => (
        <Select<V>
          {...control}
          value={field.value === '' || field.value === null ? undefined : (field.value as V)}
          options={options as { value: V; label: string }[]}
          placeholder={placeholder}
          loading={loading}
          allowClear={allowClear}
          showSearch={{ optionFilterProp: 'label' }}
          onChange={(value) => void helpers.setValue((value ?? empty) as V | null | '')}
          onBlur={() => void helpers.setTouched(true)}
        />
      )}
    </FormField>
  );
}
