import { Input } from 'antd';
import { useField } from 'formik';
import { FormField } from '@/components/form/FormField';

/** An inbound order's ETA: a date, today (`today`, the merchant's calendar) or later. */
export function EtaField({ today }: { today: string }) {
  const [field, , helpers] = useField<string>('eta');
  return (
    <FormField name="eta" required extra={`Today (${today}) or a later date.`}>
      {(control) => (
        <Input
          {...control}
          type="date"
          min={today}
          value={field.value}
          onChange={(e) => void helpers.setValue(e.target.value)}
        />
      )}
    </FormField>
  );
}
