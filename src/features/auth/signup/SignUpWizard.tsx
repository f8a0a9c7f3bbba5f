import { Alert, Button, Form, Popconfirm, Steps, Typography } from 'antd';
import { Formik, useFormikContext } from 'formik';
import { useCallback, useEffect, useRef, useState } from 'react';
import { LoadingButton } from '@/components/LoadingButton';
import { isValidEmail } from '@/lib/validation/rules';
import { useLazyCheckEmailUniqueQuery, useLazyCheckOrganisationNameUniqueQuery } from './api';
import { saveSignUpDraft } from './draft';
import type { ServerFieldErrors } from './request';
import { MAX_LENGTH, validateStep } from './schema';
import { BusinessDetailsStep } from './steps/BusinessDetailsStep';
import { GetStartedStep } from './steps/GetStartedStep';
import { PasswordStep } from './steps/PasswordStep';
import { TierStep } from './steps/TierStep';
import { useCountries } from './useCountries';
import { useUniquenessCheck } from '@/components/hooks/useUniquenessCheck';
import { useWizardSteps } from './useWizardSteps';
import { LAST_STEP, PASSWORD_STEP, STEPS, type SignUpValues } from './values';
import { WizardFieldsContext } from './WizardField';

export const EMAIL_TAKEN = 'Email has already been taken';
export const ORGANISATION_TAKEN = 'Organisation name has already been taken';

const STEP_CONTENT = [GetStartedStep, PasswordStep, TierStep, BusinessDetailsStep];

export interface WizardStart {
  step: number;
  values: SignUpValues;
  /** The start came from a saved draft (a reload or a return visit). */
  resumed: boolean;
}

/** The four-step sign-up (SPEC §1): one Formik, the current step's schema validating. */
export function SignUpWizard({
  start,
  onStartOver,
}: {
  start: WizardStart;
  onStartOver: () => void;
}) {
  const [step, setStep] = useState(start.step);
  return (
    <Formik<SignUpValues>
      initialValues={start.values}
      validate={(values) => validateStep(step, values)}
      // Moves are made by useWizardSteps, which validates one step, not the whole form.
      onSubmit={() => undefined}
    >
      <WizardForm step={step} setStep={setStep} resumed={start.resumed} onStartOver={onStartOver} />
    </Formik>
  );
}

interface WizardFormProps {
  step: number;
  setStep: (step: number) => void;
  resumed: boolean;
  onStartOver: () => void;
}

function WizardForm({ step, setStep, resumed, onStartOver }: WizardFormProps) {
  const { values, dirty } = useFormikContext<SignUpValues>();
  const [serverErrors, setServerErrors] = useState<ServerFieldErrors>({});
  const countries = useCountries();

  const [triggerEmail] = useLazyCheckEmailUniqueQuery();
  const [triggerOrganisation] = useLazyCheckOrganisationNameUniqueQuery();
  const checkEmail = useCallback((v: string) => triggerEmail(v, true).unwrap(), [triggerEmail]);
  const checkOrganisation = useCallback(
    (v: string) => triggerOrganisation(v, true).unwrap(),
    [triggerOrganisation],
  );
  const email = values.email.trim().toLowerCase();
  const emailCheck = useUniquenessCheck(email, isValidEmail(email), checkEmail, EMAIL_TAKEN);
  const organisation = values.organisation_name.trim();
  const organisationCheck = useUniquenessCheck(
    organisation,
    organisation.length > 0 && organisation.length <= MAX_LENGTH.organisation_name,
    checkOrganisation,
    ORGANISATION_TAKEN,
  );

  const moves = useWizardSteps({
    step,
    setStep,
    emailCheck,
    organisationCheck,
    serverErrors,
    setServerErrors,
  });

  // Every change is saved at once (a few hundred bytes): a reload a moment later loses nothing.
  useEffect(() => saveSignUpDraft(step, values), [step, values]);

  // A new step announces itself: focus goes to its heading (not on the first render).
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current !== step) heading.current?.focus();
    shownStep.current = step;
  }, [step]);

  const fields = { serverErrors, emailCheck, organisationCheck, countries };
  const Content = STEP_CONTENT[step];
  const passwordMissing = !values.password;

  return (
    <WizardFieldsContext.Provider value={fields}>
      <Steps
        current={step}
        size="small"
        className="signup-steps"
        items={STEPS.map((s) => ({ title: s.title }))}
      />
      {resumed && passwordMissing && step > PASSWORD_STEP && (
        <Alert
          type="info"
          showIcon
          className="signup-alert"
          title="Welcome back: we kept your details."
          description="For your security your password is not saved, so you'll enter it again before finishing."
        />
      )}
      {moves.passwordAskedAgain && passwordMissing && step === PASSWORD_STEP && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          className="signup-alert"
          title="Please enter your password again."
          description="For your security it is not saved with your details."
        />
      )}
      {moves.formErrors.length > 0 && (
        <Alert
          type="error"
          showIcon
          role="alert"
          className="signup-alert"
          title={moves.formErrors.join(' ')}
          closable={{ onClose: moves.clearFormErrors, 'aria-label': 'Dismiss error' }}
        />
      )}
      <Form layout="vertical" component="form" noValidate onFinish={() => void moves.next()}>
        <Typography.Text type="secondary" className="signup-step-count">
          Step {step + 1} of {STEPS.length}
        </Typography.Text>
        <Typography.Title level={2} className="signup-step-title" tabIndex={-1} ref={heading}>
          {STEPS[step].title}
        </Typography.Title>
        <Content />
        <div className="signup-actions">
          {step > 0 && (
            <Button onClick={moves.back} disabled={moves.busy}>
              Back
            </Button>
          )}
          <LoadingButton type="primary" htmlType="submit" loading={moves.busy}>
            {step === LAST_STEP ? "Let's Roll" : 'Next'}
          </LoadingButton>
        </div>
      </Form>
      {(dirty || step > 0 || resumed) && (
        <Popconfirm
          title="Start over?"
          description="Everything you've entered will be cleared."
          okText="Start over"
          cancelText="Keep going"
          onConfirm={onStartOver}
        >
          <Button type="link" className="signup-start-over">
            Start over
          </Button>
        </Popconfirm>
      )}
    </WizardFieldsContext.Provider>
  );
}
