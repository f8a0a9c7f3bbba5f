import { Input } from 'antd';
import { useFormikContext } from 'formik';
import type { SignUpValues } from '../values';
import { STABLE_SUFFIX, useWizardFields, WizardField } from '../WizardField';

/** Step 1: who is signing up. The address is checked for uniqueness as it is typed. */
export function GetStartedStep() {
  const { values, handleChange, handleBlur } = useFormikContext<SignUpValues>();
  const { emailCheck } = useWizardFields();
  const bind = (name: 'first_name' | 'last_name' | 'email') => ({
    name,
    value: values[name],
    onChange: handleChange,
    onBlur: handleBlur,
  });

  return (
    <>
      <div className="signup-row">
        <WizardField name="first_name" required>
          {(control) => <Input {...control} {...bind('first_name')} autoComplete="given-name" />}
        </WizardField>
        <WizardField name="last_name" required>
          {(control) => <Input {...control} {...bind('last_name')} autoComplete="family-name" />}
        </WizardField>
      </div>
      <WizardField
        name="email"
        required
        check={emailCheck}
        extra="Your work address: we'll send a six-digit code to it to confirm it's yours."
      >
        {(control) => (
          <Input
            {...control}
            {...bind('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            suffix={STABLE_SUFFIX}
          />
        )}
      </WizardField>
    </>
  );
}
