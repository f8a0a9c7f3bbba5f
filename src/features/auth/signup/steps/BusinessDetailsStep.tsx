import { useFormikContext } from 'formik';
import { useEffect } from 'react';
import { CountryField } from '@/components/form/CountryField';
import { STABLE_SUFFIX, TextField } from '@/components/form/textFields';
import { PhoneField, WebsiteField } from '@/components/form/contactFields';
import { checkNote, useSignUpWizard } from '../signUpContext';
import { resolveCountry } from '../useCountries';
import type { SignUpValues } from '../values';

/** Step 4: the organisation the new user will own. */
export function BusinessDetailsStep() {
  const { organisationCheck, countries } = useSignUpWizard();
  const { values, setFieldValue } = useFormikContext<SignUpValues>();

  // A prefilled 'AU' or 'Australia' becomes the country's uid once the list is here.
  const list = countries.countries;
  useEffect(() => {
    if (!values.country || list.length === 0) return;
    const uid = resolveCountry(values.country, list);
    if (uid !== values.country) void setFieldValue('country', uid, false);
  }, [values.country, list, setFieldValue]);

  return (
    <>
      <TextField
        name="organisation_name"
        required
        autoComplete="organization"
        suffix={STABLE_SUFFIX}
        note={checkNote(organisationCheck)}
        hasFeedback
        extra="The name your team and our warehouse staff will see."
      />
      <TextField name="legal_name" required extra="As registered: it appears on your invoices." />
      <div className="signup-row">
        <WebsiteField extra="Optional, e.g. www.example.com" />
        <PhoneField extra="Optional. Include the country code, e.g. +61 412 345 678" />
      </div>
      <CountryField countries={countries} alertClassName="signup-alert" />
    </>
  );
}
