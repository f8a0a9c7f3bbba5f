import { Button, Form, Space, Steps, Typography } from 'antd';
import { Formik, useFormikContext, type FormikErrors, type FormikTouched } from 'formik';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { FormErrorAlert } from '../form/FormErrorAlert';
import { FormFrameProvider } from '../form/FormField';
import { toFormStatus, type FormStatus } from '../form/serverErrors';
import { submitOrigin, useSubmitNavigation } from '../form/submitOrigin';
import { keyForInput, submissionInput, type SubmissionKey } from '../form/submissionKey';
import { LoadingButton } from '../LoadingButton';
import { useDraftAutosave } from './useDraftAutosave';
import { WizardContext, type WizardApi, type WizardGate } from './wizardContext';
import { useStepHeadingFocus } from './useStepHeadingFocus';
import type { WizardProps } from './wizardProps';
import { firstStepOf, rootField, touchedFor, validateWizardStep } from './wizardSteps';
import './wizard.css';

export { useWizard, useWizardGate, type WizardGate } from './wizardContext';
export type { WizardDefinition, WizardProps } from './wizardProps';

/**
 * The one wizard mechanism. One formik form; Next validates only the current step (and its gates)
 * and moves focus to the next step's heading; Back never validates; the last step's submit checks
 * every step in order, stops on the first with a problem, then runs `onSubmit` once. A server
 * refusal puts each message on its field and returns to the first step holding one. The draft,
 * when given, follows every change and is cleared by a successful submit.
 */
export function Wizard<V extends object, R = unknown>(props: WizardProps<V, R>) {
  const { steps } = props;
  const start = props.opening?.start ?? props.start;
  const initialStep = start?.step ?? props.initialStep ?? 0;
  const [step, setStep] = useState(() => Math.min(Math.max(initialStep, 0), steps.length - 1));
  return (
    <Formik<V>
      initialValues={(start?.values ?? props.initialValues)!}
      validate={(values) => validateWizardStep(steps[step]!, values)}
      // Moves are the wizard's: formik's own submit is never used.
      onSubmit={() => undefined}
    >
      <FormFrameProvider idPrefix={props.id} labels={props.labels} masked={props.masked}>
        <WizardForm
          {...props}
          resumed={start?.resumed ?? props.resumed}
          draft={props.opening?.draft ?? props.draft}
          step={step}
          setStep={setStep}
          resumedSubmissionKey={start?.submissionKey}
        />
      </FormFrameProvider>
    </Formik>
  );
}

interface WizardFormProps<V extends object, R> extends WizardProps<V, R> {
  step: number;
  setStep: (step: number) => void;
  /** The key of the resumed draft's submit, if it was sent (its answer never came back). */
  resumedSubmissionKey?: string;
}

function WizardForm<V extends object, R>(props: WizardFormProps<V, R>) {
  const { steps, step, setStep, draft, labels, fieldOf } = props;
  const formik = useFormikContext<V>();
  const { values, dirty } = formik;
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const finished = useRef(false);
  const gates = useRef(new Map<number, Set<WizardGate>>());
  const formArea = useRef<HTMLDivElement>(null);
  // The submission's key (submissionKey.ts), bound to the values it was made for: a resumed
  // draft's key goes with the values it was resumed with.
  const submission = useRef<SubmissionKey | null>(
    props.resumedSubmissionKey
      ? { key: props.resumedSubmissionKey, input: submissionInput(values) }
      : null,
  );
  const heading = useStepHeadingFocus(step);
  const navigation = useSubmitNavigation();
  const last = steps.length - 1;
  // Back may be pressed while Next's checks run: the step they were for is then left.
  const shownStep = useRef(step);
  useEffect(() => {
    shownStep.current = step;
  }, [step]);

  const addGate = useCallback((index: number, gate: WizardGate) => {
    const set = gates.current.get(index) ?? new Set<WizardGate>();
    set.add(gate);
    gates.current.set(index, set);
    return () => void set.delete(gate);
  }, []);

  const { setTouched, setErrors } = formik;
  const goTo = useCallback(
    (next: number, errors: FormikErrors<V> = {}) => {
      setStep(next);
      // A fresh step starts clean: only what it already got wrong is shown.
      void setTouched(
        (Object.keys(errors).length ? touchedFor(steps[next]!.fields) : {}) as FormikTouched<V>,
        false,
      );
      setErrors(errors);
    },
    [setStep, steps, setTouched, setErrors],
  );

  // Focus goes to the first field with a problem once the messages are on screen: after the
  // render that shows them, not on a timer that a busy machine may run first.
  const [focusRequest, setFocusRequest] = useState(0);
  const focusFirstProblem = () => setFocusRequest((n) => n + 1);
  useEffect(() => {
    if (focusRequest)
      formArea.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  /**
   * Validates one step and (unless `withGates` is false) its gates; shows its messages; true when
   * it may be left forward.
   */
  const checkStep = async (index: number, withGates = true): Promise<boolean> => {
    const errors = await validateWizardStep(steps[index]!, values);
    const failed = Object.keys(errors).length > 0;
    if (index !== step && failed) goTo(index, errors);
    else {
      await formik.setTouched(
        { ...formik.touched, ...touchedFor(steps[index]!.fields) } as FormikTouched<V>,
        false,
      );
      formik.setErrors(errors);
    }
    if (failed) {
      focusFirstProblem();
      return false;
    }
    if (!withGates) return true;
    for (const gate of gates.current.get(index) ?? []) {
      if (!(await gate())) {
        if (index !== step) setStep(index);
        focusFirstProblem();
        return false;
      }
    }
    return true;
  };

  const submit = async () => {
    // Sending again what was sent before (its answer never came): the gates would find the
    // record that submit may have created (its SKU, its reference taken) and stop the retry.
    // The server decides instead: it answers with what it kept, or checks again.
    const retry = submission.current?.input === submissionInput(values);
    for (let index = 0; index <= last; index += 1) {
      if (!(await checkStep(index, !retry))) return;
    }
    formik.setStatus({} satisfies FormStatus);
    const current = keyForInput(submission.current, values);
    submission.current = current;
    // Written before the request leaves: after a reload, the retry of a submit whose answer was
    // lost sends the same key.
    draft?.store.save(draft.owner, step, values, current.key);
    const origin = submitOrigin(navigation);
    try {
      const result = await props.onSubmit(values, { idempotencyKey: current.key });
      finished.current = true;
      draft?.store.clear();
      if (origin.stillHere()) await props.onDone?.(result, values);
    } catch (error) {
      const status = props.toStatus
        ? props.toStatus(error, values)
        : toFormStatus(error, labels, values, fieldOf ?? rootField);
      formik.setStatus(status);
      const target = firstStepOf(steps, Object.keys(status.serverErrors ?? {}));
      if (target >= 0 && target !== step) setStep(target);
      focusFirstProblem();
    }
  };

  const advance = async () => {
    if (running.current || finished.current) return;
    running.current = true;
    setBusy(true);
    try {
      if (step < last) {
        if ((await checkStep(step)) && shownStep.current === step) goTo(step + 1);
      } else await submit();
    } finally {
      running.current = false;
      // A finished wizard is being left: its button stays busy until the page changes.
      if (!finished.current) setBusy(false);
    }
  };

  const save = useCallback(() => {
    if (!draft || finished.current) return;
    // The key stays while the values are those it was made for; a change starts anew.
    const sent = submission.current;
    const key = sent && sent.input === submissionInput(values) ? sent.key : undefined;
    draft.store.save(draft.owner, step, values, key);
  }, [draft, step, values]);
  useDraftAutosave(draft && (props.resumed || dirty || step > 0) ? save : null);

  const api = useMemo<WizardApi>(
    () => ({
      step,
      stepCount: steps.length,
      titles: steps.map((s) => s.title),
      goTo: (target) => goTo(Math.min(Math.max(target, 0), last)),
      addGate,
      busy,
    }),
    [step, steps, goTo, last, addGate, busy],
  );

  const Heading = `h${props.headingLevel ?? 2}` as const;
  const later = props.laterSteps ?? [];
  const content = (
    <>
      <Steps
        current={step}
        size="small"
        className="wizard__steps"
        aria-label={`${props.label}: steps`}
        items={[...steps.map((s) => s.title), ...later].map((title) => ({ title }))}
      />
      {props.above}
      <FormErrorAlert />
      <div ref={formArea}>
        <Form
          layout="vertical"
          component="form"
          noValidate
          aria-label={props.label}
          onFinish={() => void advance()}
        >
          <Typography.Text type="secondary" className="wizard__count">
            Step {step + 1} of {steps.length + later.length}
          </Typography.Text>
          <Heading tabIndex={-1} ref={heading} className="wizard__title">
            {steps[step]!.title}
          </Heading>
          {steps[step]!.body}
          <Space className="wizard__actions form-actions" wrap>
            {/* Never disabled: a submit that hangs must not hold the merchant on the page. */}
            {props.onCancel && <Button onClick={props.onCancel}>Cancel</Button>}
            {step > 0 && <Button onClick={() => goTo(step - 1)}>Back</Button>}
            {/* A new button per step: the last step's spinner never lingers on the next one. */}
            <LoadingButton key={step} type="primary" htmlType="submit" loading={busy}>
              {step === last ? props.submitLabel : 'Next'}
            </LoadingButton>
          </Space>
        </Form>
      </div>
      {props.below}
    </>
  );
  return (
    <WizardContext.Provider value={api}>
      {props.wrap ? props.wrap(content) : content}
      {props.draftNote && (
        <Typography.Paragraph type="secondary" className="wizard__draft-note">
          {props.draftNote}
        </Typography.Paragraph>
      )}
    </WizardContext.Provider>
  );
}
