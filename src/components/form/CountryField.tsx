import { Alert, Button } from 'antd';
import type { CountriesState } from '../hooks/useCountries';
import { SelectField } from './SelectField';

/**
 * The `country` field of an address: a select of meta/configuration's countries (their uid is
 * the value), loading while the list comes, and a retry when it could not be loaded.
 */
export function CountryField({
  countries,
  alertClassName,
}: {
  countries: CountriesState;
  alertClassName?: string;
}) {
  return (
    <>
      {countries.failed && (
        <Alert
          type="error"
          showIcon
          title="We couldn't load the list of countries."
          action={
            <Button size="small" onClick={countries.retry}>
              Try again
            </Button>
          }
          className={alertClassName}
        />
      )}
      <SelectField
        name="country"
        required
        placeholder={countries.loading ? 'Loading countries…' : 'Select a country'}
        loading={countries.loading}
        disabled={countries.failed}
        options={countries.countries.map((c) => ({ value: c.value, label: c.text }))}
      />
    </>
  );
}
