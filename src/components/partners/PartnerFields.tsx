import type { PartnerKind } from '@/domain/contract';
import { PARTNER_TYPE_FIELD, PARTNER_TYPES } from '@/domain/partners/fields';
import { CountryField } from '../form/CountryField';
import { FieldColumns } from '../form/FieldColumns';
import { SelectField } from '../form/SelectField';
import { TextField } from '../form/textFields';
import type { CountriesState } from '../hooks/useCountries';
import { PARTNER_WORDS } from './kinds';

/** The kind's own fields: who they are, how to reach them, and what kind of partner they are. */
export function ContactFields({ kind }: { kind: PartnerKind }) {
  const words = PARTNER_WORDS[kind];
  return (
    <>
      <FieldColumns columns={2}>
        <TextField name="name" required autoComplete="name" />
        <TextField name="company" required autoComplete="organization" />
      </FieldColumns>
      <FieldColumns columns={2}>
        <TextField name="email" type="email" required autoComplete="email" />
        <TextField
          name="phone"
          type="tel"
          autoComplete="tel"
          extra="Optional. Include the country code, e.g. +61 412 345 678"
        />
      </FieldColumns>
      {kind === 'supplier' && (
        <TextField name="supplies" extra="Optional. What they send in, e.g. coffee beans, tea" />
      )}
      <SelectField
        name={PARTNER_TYPE_FIELD[kind]}
        required
        options={PARTNER_TYPES[kind].map((value) => ({ value, label: words.types[value]! }))}
      />
    </>
  );
}

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
