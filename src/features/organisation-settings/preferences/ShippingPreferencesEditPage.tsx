import { Typography } from 'antd';
import { useFormikContext } from 'formik';
import type { ShippingPreferences, ShippingPreferencesInput } from '@/domain/contract';
import { CheckboxField } from '@/components/form/CheckboxField';
import { SelectField } from '@/components/form/SelectField';
import { TextField } from '@/components/form/textFields';
import { useCountries, type CountriesState } from '@/components/hooks/useCountries';
import { QueryBoundary } from '@/components/page/QueryBoundary';
import {
  DUTIES_TERMS,
  importRowKey,
  PREPPING_OPTIONS,
  SHIPPING_PREFERENCE_LABELS,
  shippingPreferencesProblems,
  TAX_ID_TYPES,
} from '@/domain/preferences/shippingPreferenceFields';
import { useGetShippingPreferencesQuery, useUpdateShippingPreferencesMutation } from '../api';
import { organisationPaths } from '../paths';
import { settingsPage } from './frame';
import { ImportNumberRows, importRowLabel } from './ImportNumberRows';
import { SettingsForm } from './settingsForm';

export const SHIPPING_PREFERENCES_SAVED = 'Shipping preferences saved';

const toValues = ({
  updated_at: _updated,
  ...input
}: ShippingPreferences): ShippingPreferencesInput => structuredClone(input);

/** The form's labels, one per row field too, so a server message lands on its row. */
const labelsFor = (values: ShippingPreferencesInput): Record<string, string> => {
  const labels: Record<string, string> = { ...SHIPPING_PREFERENCE_LABELS };
  values.country_import_numbers.forEach((_row, i) => {
    labels[importRowKey(i, 'country')] = importRowLabel(i, 'country');
    labels[importRowKey(i, 'number')] = importRowLabel(i, 'number');
  });
  return labels;
};

/** /settings/organisation/{uid}/shipping/preferences/edit (admins and owners). */
export const ShippingPreferencesEditPage = settingsPage(
  { section: 'shipping', tab: 'preferences', title: 'Edit Shipping Preferences' },
  ShippingPreferencesEditor,
);

function ShippingPreferencesEditor({ uid }: { uid: string }) {
  const query = useGetShippingPreferencesQuery(uid);
  const [update] = useUpdateShippingPreferencesMutation();
  const countries = useCountries();
  // Until the list has come the server alone judges a country.
  const isKnownCountry = (value: string) =>
    countries.countries.length === 0 || countries.countries.some((c) => c.value === value);
  return (
    <QueryBoundary query={query} noun="shipping preferences">
      {(prefs) => (
        <SettingsForm
          name="Shipping preferences"
          idPrefix="shipping-preferences"
          initialValues={toValues(prefs)}
          labelsFor={labelsFor}
          rules={(values) => shippingPreferencesProblems(values, isKnownCountry)}
          save={(values) => update({ uid, input: values }).unwrap()}
          savedMessage={SHIPPING_PREFERENCES_SAVED}
          returnTo={organisationPaths.shippingPreferences(uid)}
        >
          <ShippingPreferenceFields countries={countries} />
        </SettingsForm>
      )}
    </QueryBoundary>
  );
}

function ShippingPreferenceFields({ countries }: { countries: CountriesState }) {
  const { values } = useFormikContext<ShippingPreferencesInput>();
  const duties = DUTIES_TERMS.find((d) => d.value === values.duties_terms_of_sale);
  const taxIdHelp =
    values.custom_tax_id_type === 'VAT'
      ? 'Optional. 4 to 15 letters and digits, with the country prefix (GB980780684); spaces are ignored.'
      : 'Optional. The 11 digits of your ABN (51 824 753 556); spaces are ignored.';
  return (
    <>
      <CheckboxField
        name="signature_on_delivery"
        description="The carrier asks the recipient to sign before leaving the parcel; it costs a little more and takes longer when nobody is home."
      />
      <SelectField
        name="duties_terms_of_sale"
        required
        options={DUTIES_TERMS}
        extra={
          <>
            Who pays import duties and taxes on international orders.{' '}
            <Typography.Text strong>{duties?.help}</Typography.Text>
          </>
        }
      />
      <SelectField
        name="default_prepping"
        required
        options={PREPPING_OPTIONS}
        extra="How the warehouse protects an item before packing when its product asks for nothing else."
      />
      <SelectField name="custom_tax_id_type" required options={TAX_ID_TYPES} />
      <TextField name="custom_tax_id" extra={taxIdHelp} />
      <TextField
        name="eori_number"
        extra="Optional. For shipments into the UK or the EU: 2 letters (the country) and up to 15 letters and digits, e.g. GB123456789000."
      />
      <ImportNumberRows countries={countries} />
    </>
  );
}
