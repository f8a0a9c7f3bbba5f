import TextArea from 'antd/es/input/TextArea';
import { MESSAGE_MAX_LENGTH, storedLength } from '@/domain/contract';
import { FormField, type FieldItemProps } from '@/components/form/FormField';
import { useTextBinding } from '@/components/form/textFields';

/**
 * A message box whose counter counts what the 5,000 limit counts (the escaped HTML the text
 * becomes, storedLength), not the typed characters: "<" takes four, a line break four. The form's
 * check uses the same function, so the counter never says the text fits when it would be refused.
 */
export function MessageField({ rows = 3, ...item }: FieldItemProps & { rows?: number }) {
  const binding = useTextBinding(item.name);
  return (
    <FormField {...item}>
      {(control) => (
        <TextArea
          {...control}
          {...binding}
          autoSize={{ minRows: rows, maxRows: 8 }}
          count={{ show: true, max: MESSAGE_MAX_LENGTH, strategy: storedLength }}
        />
      )}
    </FormField>
  );
}
