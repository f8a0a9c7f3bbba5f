import { Alert, Button, Input, Select } from 'antd';
import { useFormikContext } from 'formik';
import { useEffect } from 'react';
import { resolveCountry } from '../useCountries';
import type { SignUpValues } from '../values';
import { STABLE_SUFFIX, useWizardFields, WizardField } from '../WizardField';

type TextField = 'organisation_name' | 'legal_name' | 'website' | 'phone';

/** Step 4: the organisation the new user will own. */
export function BusinessDetailsStep() {
  const { values, handleChange, handleBlur, setFieldValue, setFieldTouched } =
    useFormikContext<SignUpValues>();
  const { organisationCheck, countries } = useWizardFields();
  const bind = (name: TextField) => ({
    name,
    value: values[name],
    onChange: handleChange,
    onBlur: handleBlur,
  });

  // A prefilled 'AU' or 'Australia' becomes the country's uid once the list is here.
  const list = countries.countries;
  useEffect(() => {
    if (!values.country || list.length === 0) return;
    const uid = resolveCountry(values.country, list);
    if (uid !== values.country) void setFieldValue('country', uid, false);
  }, [values.country, list, setFieldValue]);

  return (
    <>
      <WizardField
        name="organisation_name"
        required
        check={organisationCheck}
        extra="The name your team and our warehouse staff will see."
      >
        {(control) => (
          <Input
            {...control}
            {...bind('organisation_name')}
            autoComplete="organization"
            suffix={STABLE_SUFFIX}
          />
        )}
      </WizardField>
      <WizardField name="legal_name" required extra="As registered: it appears on your invoices.">
        {(control) => <Input {...control} {...bind('legal_name')} />}
      </WizardField>
      <div className="signup-row">
        <WizardField name="website" extra="Optional, e.g. www.example.com">
          {(control) => <Input {...control} {...bind('website')} type="url" autoComplete="url" />}
        </WizardField>
        <WizardField name="phone" extra="Optional. Include the country code, e.g. +61 412 345 678">
          {(control) => <Input {...control} {...bind('phone')} type="tel" autoComplete="tel" />}
        </WizardField>
      </div>
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
          className="signup-alert"
        />
      )}
      <WizardField name="country" required>
        {(control) => (
          <Select
            {...control}
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={countries.loading ? 'Loading countries…' : 'Select a country'}
            loading={countries.loading}
            disabled={countries.failed}
            options={list.map((c) => ({ value: c.value, label: c.text }))}
            value={values.country || undefined}
            onChange={(value: string) => void setFieldValue('country', value)}
            onBlur={() => void setFieldTouched('country', true)}
          />
        )}
      </WizardField>
    </>
  );
}
