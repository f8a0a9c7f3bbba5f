import { Descriptions } from 'antd';
import type { ReactNode } from 'react';
import type { CountriesState } from '@/components/hooks/useCountries';

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

/**
 * How a review shows a form's text values: trimmed, '—' for nothing, the country by its name, and
 * the one choice field (`choice`) by its label.
 */
export function reviewValues<F extends string>(
  values: Readonly<Record<F, string | undefined>>,
  countries: CountriesState,
  choice: { field: string; labels: Readonly<Record<string, string>> },
) {
  return (field: F): string => {
    const value = (values[field] ?? '').trim();
    if (field === choice.field) return choice.labels[value] ?? value;
    if (field === 'country')
      return countries.countries.find((c) => c.value === value)?.text ?? value;
    return value || '—';
  };
}
