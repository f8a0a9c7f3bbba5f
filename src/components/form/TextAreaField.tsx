import TextArea from 'antd/es/input/TextArea';
import { FormField, type FieldItemProps } from './FormField';
import { useTextBinding } from './textFields';

/** A multi-line text field: a module of its own, so forms without one do not load TextArea. */
export function TextAreaField({
  counter,
  rows = 3,
  ...item
}: FieldItemProps & { counter?: number; rows?: number }) {
  const binding = useTextBinding(item.name);
  return (
    <FormField {...item}>
      {(control) => (
        <TextArea
          {...control}
          {...binding}
          autoSize={{ minRows: rows, maxRows: 8 }}
          count={counter ? { show: true, max: counter } : undefined}
        />
      )}
    </FormField>
  );
}
