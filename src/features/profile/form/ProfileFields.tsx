import { Form, Input, Select } from 'antd';
import { useField } from 'formik';
import { useState, type ReactNode } from 'react';
import { PROFILE_LABELS, type ProfileFormValues } from './schema';
import { useServerFieldError } from '@/components/form/serverErrors';
import { timeZoneChoices } from './timeZones';

type FieldName = keyof ProfileFormValues;

/** formik's error once touched, else the server's while the refused value stays. */
function useFieldError(name: FieldName) {
  const [field, meta, helpers] = useField<string>(name);
  const server = useServerFieldError(name);
  const error = (meta.touched && meta.error) || server || undefined;
  return { field, helpers, error, errorId: `profile-${name}-error`, id: `profile-${name}` };
}

interface ItemProps {
  name: FieldName;
  required?: boolean;
  hint?: ReactNode;
  children: (control: { id: string; describedBy?: string; invalid?: true }) => ReactNode;
}

/** The antd item around a control: label bound to it, error read with it by screen readers. */
function FieldItem({ name, required, hint, children }: ItemProps) {
  const { error, errorId, id } = useFieldError(name);
  const hintId = `${id}-hint`;
  return (
    <Form.Item
      label={PROFILE_LABELS[name]}
      htmlFor={id}
      required={required}
      validateStatus={error ? 'error' : undefined}
      help={error ? <span id={errorId}>{error}</span> : undefined}
      extra={hint && !error ? <span id={hintId}>{hint}</span> : undefined}
    >
      {children({
        id,
        describedBy: error ? errorId : hint ? hintId : undefined,
        invalid: error ? true : undefined,
      })}
    </Form.Item>
  );
}

export function TextField(props: {
  name: Exclude<FieldName, 'time_zone'>;
  required?: boolean;
  autoComplete?: string;
  type?: 'text' | 'tel';
  hint?: ReactNode;
}) {
  const { name, required, autoComplete, type = 'text', hint } = props;
  const { field } = useFieldError(name);
  return (
    <FieldItem name={name} required={required} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <Input
          {...field}
          id={id}
          type={type}
          autoComplete={autoComplete}
          aria-invalid={invalid}
          aria-describedby={describedBy}
        />
      )}
    </FieldItem>
  );
}

/** Searchable IANA zones; the list is long, so antd's virtual list renders only what shows. */
export function TimeZoneField() {
  const { field, helpers } = useFieldError('time_zone');
  // Built once: the choices only grow by the value the form opened with.
  const [options] = useState(() =>
    timeZoneChoices(field.value).map((zone) => ({ value: zone, label: zone })),
  );
  return (
    <FieldItem name="time_zone" required>
      {({ id, describedBy, invalid }) => (
        <Select<string>
          id={id}
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="Search for a city or region"
          value={field.value || undefined}
          options={options}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={(value) => void helpers.setValue(value ?? '')}
          onBlur={() => void helpers.setTouched(true)}
        />
      )}
    </FieldItem>
  );
}
