import { Checkbox, Form } from 'antd';
import { useField } from 'formik';
import type { ReactNode } from 'react';
import { controlId, useFieldError, useFormFrame } from './FormField';

/** A yes/no choice: the checkbox carries its own label; `description` says what it does. */
export function CheckboxField({
  name,
  label,
  description,
}: {
  name: string;
  label?: ReactNode;
  description?: ReactNode;
}) {
  const [field, , helpers] = useField<boolean>(name);
  const { idPrefix, labels } = useFormFrame();
  const id = controlId(idPrefix, name);
  // Formik's message once touched, else the server's while the box still holds what it refused.
  const error = useFieldError(name);
  const describedBy =
    [error && `${id}-help`, description && `${id}-extra`].filter(Boolean).join(' ') || undefined;
  return (
    <Form.Item
      validateStatus={error ? 'error' : undefined}
      help={error ? <span id={`${id}-help`}>{error}</span> : undefined}
      extra={description ? <span id={`${id}-extra`}>{description}</span> : undefined}
    >
      <Checkbox
        id={id}
        name={name}
        checked={field.value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => {
          void helpers.setValue(e.target.checked);
          void helpers.setTouched(true);
        }}
      >
        {label ?? labels[name] ?? name}
      </Checkbox>
    </Form.Item>
  );
}
