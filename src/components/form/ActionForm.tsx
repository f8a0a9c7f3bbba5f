import { useFormikContext, type FormikValues } from 'formik';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { LoadingButton } from '@/components/LoadingButton';
import { FormBody, useFormSave } from './FormBody';
import { KitFormik, labelsFor, type KitFormValues } from './KitFormik';
import type { FormSubmitOptions } from './useFormSubmit';
import { useFormSubmit } from './useFormSubmit';

export interface ActionFormProps<V extends FormikValues>
  extends
    KitFormValues<V>,
    Pick<FormSubmitOptions<V>, 'onSubmit' | 'onDone' | 'fieldOf' | 'toStatus'> {
  /** The form's accessible name. */
  name: string;
  /** The one button's label: what it does ('Sign in', 'Send code'). */
  submitLabel: string;
  /** An icon before the label, hidden from screen readers by the caller. */
  submitIcon?: ReactNode;
  /** The one full-width, large button of a card (the sign-in cards). */
  wide?: boolean;
  /**
   * Empty the form after a success, for a box that stays to send the next one (a chat reply).
   * A press that lands on the emptied form before anything new was typed (the second click of
   * a double click) does nothing: the form was just sent, there is nothing to say is missing.
   */
  resetAfterSend?: boolean;
  className?: string;
  /** While a control has the focus: the sign-in forms load their request code then. */
  onFocus?: () => void;
  /**
   * The row the button sits in, where the form has more than its button: the sign-in form's
   * link button below it, a Back beside it. `sending` is true while the submit runs.
   */
  actions?: (parts: { submit: ReactNode; sending: boolean }) => ReactNode;
  children: ReactNode;
}

/**
 * A form with one action and no record behind it (sign in, send a link, send a message): the
 * kit's submit (one send per set of values, a 422 on its fields, the rest above the form, focus
 * on the first field with a message, nothing after the form is gone) under one button.
 */
export function ActionForm<V extends FormikValues>(props: ActionFormProps<V>) {
  const { onSubmit } = props;
  // Set once a send succeeded and the form was emptied, until something new is entered.
  const justSentRef = useRef(false);
  const submit = useFormSubmit<V>({
    labelsOf: labelsFor(props.labels),
    onSubmit: async (values, submission) => {
      const result = await onSubmit(values, submission);
      justSentRef.current = true;
      return result;
    },
    onDone: props.onDone,
    fieldOf: props.fieldOf,
    toStatus: props.toStatus,
    resetAfterSend: props.resetAfterSend,
  });
  return (
    <KitFormik {...props} onSubmit={submit}>
      <ActionFormBody {...props} justSentRef={justSentRef} />
    </KitFormik>
  );
}

function ActionFormBody<V extends FormikValues>(
  props: ActionFormProps<V> & { justSentRef: RefObject<boolean> },
) {
  const { justSentRef, resetAfterSend, actions, submitLabel, submitIcon, wide } = props;
  const { isSubmitting, dirty } = useFormikContext<V>();
  const { formRef, save } = useFormSave<V>();
  useEffect(() => {
    if (dirty) justSentRef.current = false;
  }, [dirty, justSentRef]);
  const press = () => {
    if (resetAfterSend && justSentRef.current && !dirty) return;
    void save();
  };
  const submit = (
    <LoadingButton
      type="primary"
      htmlType="submit"
      icon={submitIcon}
      block={wide}
      size={wide ? 'large' : undefined}
      loading={isSubmitting}
    >
      {submitLabel}
    </LoadingButton>
  );
  return (
    <FormBody
      name={props.name}
      className={props.className}
      onFocus={props.onFocus}
      formRef={formRef}
      onSave={press}
      footer={actions ? actions({ submit, sending: isSubmitting }) : submit}
    >
      {props.children}
    </FormBody>
  );
}
