import { Alert, Button, Popconfirm } from 'antd';
import { useFormikContext } from 'formik';
import { useState } from 'react';
import { useWizard } from '@/components/wizard/Wizard';
import { LAST_STEP, PASSWORD_STEP } from './signUpSteps';
import type { SignUpValues } from './values';

/**
 * True once the final submit sent the person back to the password step because the password is
 * missing (the draft never keeps it): the only way from the last step straight to that one.
 */
function usePasswordAskedAgain(step: number, password: string): boolean {
  const [seen, setSeen] = useState({ step, askedAgain: false });
  if (seen.step !== step) {
    const sentBack = seen.step === LAST_STEP && step === PASSWORD_STEP && !password;
    setSeen({ step, askedAgain: seen.askedAgain || sentBack });
  }
  return seen.askedAgain;
}

/** Above the step: a resumed draft lacks the password, and the wizard says so, twice at most. */
export function SignUpNotices({ resumed }: { resumed: boolean }) {
  const { step } = useWizard();
  const { values } = useFormikContext<SignUpValues>();
  const askedAgain = usePasswordAskedAgain(step, values.password);
  const passwordMissing = !values.password;
  return (
    <>
      {resumed && passwordMissing && step > PASSWORD_STEP && (
        <Alert
          type="info"
          showIcon
          className="signup-alert"
          title="Welcome back: we kept your details."
          description="For your security your password is not saved, so you'll enter it again before finishing."
        />
      )}
      {askedAgain && passwordMissing && step === PASSWORD_STEP && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          className="signup-alert"
          title="Please enter your password again."
          description="For your security it is not saved with your details."
        />
      )}
    </>
  );
}

/** Below the form, once there is something to lose: forget the draft and begin again. */
export function StartOver({ resumed, onConfirm }: { resumed: boolean; onConfirm: () => void }) {
  const { step } = useWizard();
  const { dirty } = useFormikContext<SignUpValues>();
  if (!dirty && step === 0 && !resumed) return null;
  return (
    <Popconfirm
      title="Start over?"
      description="Everything you've entered will be cleared."
      okText="Start over"
      cancelText="Keep going"
      onConfirm={onConfirm}
    >
      <Button type="link" className="signup-start-over">
        Start over
      </Button>
    </Popconfirm>
  );
}
