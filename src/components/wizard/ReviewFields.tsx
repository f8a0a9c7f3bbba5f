import { Descriptions } from 'antd';
import type { ReactNode } from 'react';

export interface ReviewFieldsProps<F extends string> {
  fields: readonly F[];
  labels: Readonly<Partial<Record<F, string>>>;
  /** The value as it will be sent, in words ('—' for nothing). */
  shown: (field: F) => ReactNode;
}

/** A review step's fields, one row each: the field's label and what will be sent. */
export function ReviewFields<F extends string>({ fields, labels, shown }: ReviewFieldsProps<F>) {
  return (
    <Descriptions column={1} bordered size="small">
      {fields.map((field) => (
        <Descriptions.Item key={field} label={labels[field]}>
          {shown(field)}
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}
