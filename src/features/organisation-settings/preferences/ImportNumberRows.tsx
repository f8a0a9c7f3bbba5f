import { Typography } from 'antd';
import type { ShippingPreferencesInput } from '@/domain/contract';
import { useFieldError, useFormFrame } from '@/components/form/FormField';
import { SelectField } from '@/components/form/SelectField';
import { TextField } from '@/components/form/textFields';
import type { CountriesState } from '@/components/hooks/useCountries';
import {
  importRowKey,
  MAX_IMPORT_NUMBERS,
  SHIPPING_PREFERENCE_LABELS,
} from '@/domain/preferences/shippingPreferenceFields';
import { AddRowButton, RemoveRowButton } from './RowButtons';
import { useFormRows } from './useFormRows';

type ImportNumberRow = ShippingPreferencesInput['country_import_numbers'][number];

export const importRowLabel = (index: number, field: 'country' | 'number') =>
  `${field === 'country' ? 'Country' : 'Import number'} ${index + 1}`;

/**
 * Country import numbers as rows of country and number: add, change, remove. A country already
 * chosen in another row is not offered again (the rules refuse it too, for a pasted value).
 */
export function ImportNumberRows({ countries }: { countries: CountriesState }) {
  const listError = useFieldError('country_import_numbers');
  const { idPrefix } = useFormFrame();
  const addId = `${idPrefix}-add-import-number`;
  const { rows, add, remove } = useFormRows<ImportNumberRow>(
    'country_import_numbers',
    'country',
    addId,
  );
  const options = (index: number) =>
    countries.countries
      .filter((c) => !rows.some((row, i) => i !== index && row.country === c.value))
      .map((c) => ({ value: c.value, label: c.text }));

  return (
    <fieldset className="settings-rows" aria-describedby="import-numbers-help">
      <legend>
        <Typography.Title level={3}>
          {SHIPPING_PREFERENCE_LABELS.country_import_numbers}
        </Typography.Title>
      </legend>
      <Typography.Paragraph id="import-numbers-help" type="secondary">
        Some countries ask importers for a registration number of their own (an importer of record
        or customs client number). One number per country; 3 to 30 letters, digits, hyphens or
        slashes.
      </Typography.Paragraph>
      {listError && <Typography.Text type="danger">{listError}</Typography.Text>}
      {rows.map((_row, index) => (
        <div className="settings-row" key={index}>
          <SelectField
            name={importRowKey(index, 'country')}
            label={importRowLabel(index, 'country')}
            required
            placeholder={countries.loading ? 'Loading countries…' : 'Select a country'}
            loading={countries.loading}
            options={options(index)}
          />
          <TextField
            name={importRowKey(index, 'number')}
            label={importRowLabel(index, 'number')}
            required
          />
          <RemoveRowButton
            className="settings-row__remove"
            noun="country import number"
            index={index}
            onRemove={remove}
          />
        </div>
      ))}
      <AddRowButton
        id={addId}
        label="Add country import number"
        full={rows.length >= MAX_IMPORT_NUMBERS}
        onAdd={() => add({ country: '', number: '' })}
      />
    </fieldset>
  );
}
