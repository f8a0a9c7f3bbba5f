import type { CountriesState } from '../hooks/useCountries';
import { CountryField } from './CountryField';
import { FieldColumns } from './FieldColumns';
import { TextField } from './textFields';

/** The postal address; the country is one of meta/configuration's. */
export function AddressFields({ countries }: { countries: CountriesState }) {
  return (
    <>
      <TextField name="addressLine1" required autoComplete="address-line1" />
      <TextField
        name="addressLine2"
        autoComplete="address-line2"
        extra="Optional: unit, floor or building"
      />
      <FieldColumns columns={3}>
        <TextField name="suburb" required autoComplete="address-level2" />
        <TextField name="state" required autoComplete="address-level1" />
        <TextField name="postcode" required autoComplete="postal-code" />
      </FieldColumns>
      <CountryField countries={countries} />
    </>
  );
}
