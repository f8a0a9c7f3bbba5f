import { useField } from 'formik';
import { useState } from 'react';
import { SelectField } from '@/components/form/SelectField';
import { timeZoneChoices } from './timeZones';

/** Searchable IANA zones; the list is long, so antd's virtual list renders only what shows. */
export function TimeZoneField() {
  const [field] = useField<string>('time_zone');
  // Built once: the choices only grow by the value the form opened with.
  const [options] = useState(() =>
    timeZoneChoices(field.value).map((zone) => ({ value: zone, label: zone })),
  );
  return (
    <SelectField<string>
      name="time_zone"
      required
      options={options}
      placeholder="Search for a city or region"
    />
  );
}
