import { Checkbox, Input } from 'antd';
import { useFormikContext } from 'formik';
import { TERMS_URL } from '../links';
import type { SignUpValues } from '../values';
import { WizardField } from '../WizardField';
import { PasswordRules } from './PasswordRules';

/** Step 2: the password, twice, and the terms. Neither password is ever saved in the draft. */
export function PasswordStep() {
  const { values, handleChange, handleBlur, setFieldValue, setFieldTouched } =
    useFormikContext<SignUpValues>();

  return (
    <>
      <WizardField name="password" required extra={<PasswordRules password={values.password} />}>
        {(control) => (
          <Input.Password
            {...control}
            name="password"
            value={values.password}
            onChange={handleChange}
            onBlur={handleBlur}
            autoComplete="new-password"
          />
        )}
      </WizardField>
      <WizardField name="password_confirmation" required>
        {(control) => (
          <Input.Password
            {...control}
            name="password_confirmation"
            value={values.password_confirmation}
            onChange={handleChange}
            onBlur={handleBlur}
            autoComplete="new-password"
          />
        )}
      </WizardField>
      <WizardField name="terms_accepted" label={null}>
        {({ status: _status, ...control }) => (
          <div className="signup-terms">
            <Checkbox
              {...control}
              name="terms_accepted"
              checked={values.terms_accepted}
              onChange={(event) => {
                void setFieldValue('terms_accepted', event.target.checked);
                void setFieldTouched('terms_accepted', true, false);
              }}
            >
              I accept the terms and conditions
            </Checkbox>
            <a href={TERMS_URL} target="_blank" rel="noopener noreferrer">
              Read the terms
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </div>
        )}
      </WizardField>
    </>
  );
}
