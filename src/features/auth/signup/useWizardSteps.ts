import { useFormikContext } from 'formik';
import { useCallback, useRef, useState } from 'react';
import { GENERIC_FETCH_ERROR } from '@/api/apiError';
import { useAppDispatch } from '@/core/hooks';
import { signUp } from './api';
import { placeServerErrors, toSignUpRequest, type ServerFieldErrors } from './request';
import { firstInvalidStep, validateStep, type FieldErrors } from './schema';
import type { UniquenessCheck } from '@/components/hooks/useUniquenessCheck';
import { LAST_STEP, PASSWORD_STEP, STEPS, type SignUpField, type SignUpValues } from './values';

interface Options {
  step: number;
  setStep: (step: number) => void;
  emailCheck: UniquenessCheck;
  organisationCheck: UniquenessCheck;
  serverErrors: ServerFieldErrors;
  setServerErrors: (errors: ServerFieldErrors) => void;
}

const touchedFor = (step: number) =>
  Object.fromEntries(STEPS[step].fields.map((field) => [field, true]));

/**
 * Moving through the wizard: Next validates only the current step (and waits for a uniqueness
 * check still under way), Back never validates, the last step submits. One move at a time: a
 * second Enter or click while one runs is ignored.
 */
export function useWizardSteps(options: Options) {
  const { step, setStep, emailCheck, organisationCheck, serverErrors, setServerErrors } = options;
  const { values, setTouched, setErrors } = useFormikContext<SignUpValues>();
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [passwordAskedAgain, setPasswordAskedAgain] = useState(false);
  const running = useRef(false);

  const goTo = useCallback(
    (next: number, errors: FieldErrors = {}) => {
      setStep(next);
      // Fresh step, fresh slate: only what this step already got wrong is shown.
      void setTouched(Object.keys(errors).length ? touchedFor(next) : {}, false);
      setErrors(errors);
    },
    [setStep, setTouched, setErrors],
  );

  const back = useCallback(() => {
    if (step > 0) goTo(step - 1);
  }, [goTo, step]);

  /** A server message still about the value on screen blocks the step until it is changed. */
  const serverBlocks = (s: number) =>
    (STEPS[s].fields as readonly SignUpField[]).some(
      (field) => serverErrors[field] && serverErrors[field].value === values[field],
    );

  const submit = async () => {
    const invalid = await firstInvalidStep(values);
    if (invalid) {
      // Typically the password after a reload: the draft never keeps it.
      if (invalid.step === PASSWORD_STEP && !values.password) setPasswordAskedAgain(true);
      goTo(invalid.step, invalid.errors);
      return;
    }
    setFormErrors([]);
    const result = await dispatch(signUp(toSignUpRequest(values)));
    if (signUp.fulfilled.match(result)) return;
    const error = result.payload;
    if (error?.fieldErrors) {
      const placed = placeServerErrors(error.fieldErrors, values);
      setServerErrors(placed.fields);
      setFormErrors(placed.general);
      if (placed.firstStep !== null && placed.firstStep !== step) goTo(placed.firstStep);
      return;
    }
    setFormErrors([error?.message ?? GENERIC_FETCH_ERROR]);
  };

  const next = async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      const errors = await validateStep(step, values);
      void setTouched(touchedFor(step), false);
      setErrors(errors);
      if (Object.keys(errors).length || serverBlocks(step)) return;
      if (step === 0 && (await emailCheck.ensure())) return;
      if (step < LAST_STEP) {
        goTo(step + 1);
        return;
      }
      if (await organisationCheck.ensure()) return;
      await submit();
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  return {
    next,
    back,
    busy,
    formErrors,
    clearFormErrors: () => setFormErrors([]),
    passwordAskedAgain,
  };
}
