import { Switch } from 'antd';
import { useField } from 'formik';
import { FormField, type FieldItemProps } from '@/components/form/FormField';

/**
 * An on/off setting as a switch (it takes effect on save): the kit's field gives it its label,
 * help and error, and the switch is named by the label and described by the help. No On/Off
 * text inside: the switch states itself (aria-checked), and inner text would be part of its
 * name without being its label.
 */
export function SwitchField(props: FieldItemProps) {
  const [field, , helpers] = useField<boolean>(props.name);
  return (
    <FormField {...props}>
      {({ status: _status, ...control }) => (
        <Switch
          {...control}
          checked={field.value}
          onChange={(checked) => {
            void helpers.setValue(checked);
            void helpers.setTouched(true);
          }}
        />
      )}
    </FormField>
  );
}
