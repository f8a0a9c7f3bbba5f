import TextArea from 'antd/es/input/TextArea';
import { FormField, type FieldItemProps } from './FormField';
import { useTextBinding } from './textFields';

export interface TextAreaFieldProps extends FieldItemProps {
  /** Shows "n / counter" under the box. */
  counter?: number;
  /**
   * What the counter counts, when the limit does not count typed characters (a support message's
   * limit counts the escaped HTML it becomes): the counter and the check must count alike.
   */
  countBy?: (text: string) => number;
  rows?: number;
}

/** A multi-line text field: a module of its own, so forms without one do not load TextArea. */
export function TextAreaField({ counter, countBy, rows = 3, ...item }: TextAreaFieldProps) {
  const binding = useTextBinding(item.name);
  return (
    <FormField {...item}>
      {(control) => (
        <TextArea
          {...control}
          {...binding}
          autoSize={{ minRows: rows, maxRows: 8 }}
          count={counter ? { show: true, max: counter, strategy: countBy } : undefined}
        />
      )}
    </FormField>
  );
}
