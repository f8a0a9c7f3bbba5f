import { useCallback } from 'react';
import { Button, Typography } from 'antd';
import { useFormikContext } from 'formik';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { ShippingPreferencesInput } from '@/api/contract';
import { controlId, useFieldError, useFormFrame } from '@/components/form/FormField';
import { SelectField } from '@/components/form/SelectField';
import { TextField } from '@/components/form/textFields';
import type { CountriesState } from '@/components/hooks/useCountries';
import {
  importRowKey,
  MAX_IMPORT_NUMBERS,
  SHIPPING_PREFERENCE_LABELS,
} from '@/lib/fields/shippingPreferences';
import { useRowFocus } from './useRowFocus';

export const importRowLabel = (index: number, field: 'country' | 'number') =>
  `${field === 'country' ? 'Country' : 'Import number'} ${index + 1}`;

/**
 * Country import numbers as rows of country and number: add, change, remove. A country already
 * chosen in another row is not offered again (the rules refuse it too, for a pasted value).
 */
export function ImportNumberRows({ countries }: { countries: CountriesState }) {
  const { values, setFieldValue } = useFormikContext<ShippingPreferencesInput>();
  const rows = values.country_import_numbers;
  const listError = useFieldError('country_import_numbers');
  const { idPrefix } = useFormFrame();
  const addId = `${idPrefix}-add-import-number`;
  const focus = useRowFocus(
    rows.length,
    useCallback((i: number) => controlId(idPrefix, importRowKey(i, 'country')), [idPrefix]),
    addId,
  );
  const setRows = (next: ShippingPreferencesInput['country_import_numbers']) =>
    void setFieldValue('country_import_numbers', next);
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
          <Button
            className="settings-row__remove"
            icon={<DeleteOutlined aria-hidden />}
            aria-label={`Remove country import number ${index + 1}`}
            onClick={() => {
              focus.removed();
              setRows(rows.filter((_, i) => i !== index));
            }}
          >
            Remove
          </Button>
        </div>
      ))}
      <div>
        <Button
          id={addId}
          icon={<PlusOutlined aria-hidden />}
          disabled={rows.length >= MAX_IMPORT_NUMBERS}
          onClick={() => {
            focus.added();
            setRows([...rows, { country: '', number: '' }]);
          }}
        >
          Add country import number
        </Button>
      </div>
    </fieldset>
  );
}
