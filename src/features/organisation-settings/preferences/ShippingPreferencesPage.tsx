import { Typography } from 'antd';
import { QueryBoundary } from '@/components/page/QueryBoundary';
import { useCountries } from '@/components/hooks/useCountries';
import {
  DUTIES_TERMS,
  PREPPING_OPTIONS,
  SHIPPING_PREFERENCE_LABELS as L,
  TAX_ID_TYPES,
} from '@/domain/preferences/shippingPreferenceFields';
import { useGetShippingPreferencesQuery } from '../api';
import { organisationPaths } from '../paths';
import { Facts, orNotSet, yesNo } from './Facts';
import { settingsPage } from './frame';

const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((o) => o.value === value)?.label ?? value;

/** /settings/organisation/{uid}/shipping/preferences: how this organisation's orders ship. */
export const ShippingPreferencesPage = settingsPage(
  {
    section: 'shipping',
    tab: 'preferences',
    title: 'Shipping Preferences',
    edit: { path: organisationPaths.shippingPreferencesEdit, label: 'Edit preferences' },
  },
  ShippingPreferencesView,
);

function ShippingPreferencesView({ uid }: { uid: string }) {
  const query = useGetShippingPreferencesQuery(uid);
  const { countries } = useCountries();
  const countryName = (value: string) => countries.find((c) => c.value === value)?.text ?? value;
  return (
    <QueryBoundary query={query} noun="shipping preferences">
      {(prefs) => {
        const duties = DUTIES_TERMS.find((d) => d.value === prefs.duties_terms_of_sale);
        return (
          <>
            <Facts
              rows={[
                [L.signature_on_delivery, yesNo(prefs.signature_on_delivery)],
                [
                  L.duties_terms_of_sale,
                  <>
                    {duties?.label ?? prefs.duties_terms_of_sale}
                    <br />
                    <Typography.Text type="secondary">{duties?.help}</Typography.Text>
                  </>,
                ],
                [L.default_prepping, labelOf(PREPPING_OPTIONS, prefs.default_prepping)],
                [L.custom_tax_id_type, labelOf(TAX_ID_TYPES, prefs.custom_tax_id_type)],
                [L.custom_tax_id, orNotSet(prefs.custom_tax_id)],
                [L.eori_number, orNotSet(prefs.eori_number)],
              ]}
            />
            <Typography.Title level={3}>{L.country_import_numbers}</Typography.Title>
            {prefs.country_import_numbers.length ? (
              <Facts
                rows={prefs.country_import_numbers.map(
                  (row) => [countryName(row.country), row.number] as const,
                )}
              />
            ) : (
              <Typography.Paragraph type="secondary">
                No country import numbers. Add one for each country that asks importers for a
                registration number of their own.
              </Typography.Paragraph>
            )}
          </>
        );
      }}
    </QueryBoundary>
  );
}
