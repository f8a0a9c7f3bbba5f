import { Modal } from 'antd';
import { useFormikContext, type FormikValues } from 'formik';
import type { ReactNode } from 'react';
import { FormBody, useFormSave } from './FormBody';
import { KitFormik, labelsFor, type KitFormValues } from './KitFormik';
import type { FormSubmitOptions } from './useFormSubmit';
import { useFormSubmit } from './useFormSubmit';

export interface DialogFormProps<V extends FormikValues>
  extends KitFormValues<V>, Pick<FormSubmitOptions<V>, 'onSubmit' | 'fieldOf' | 'toStatus'> {
  /** The dialog's title, and its form's accessible name unless `name` says otherwise. */
  title: string;
  name?: string;
  open: boolean;
  /** Cancel, the close button and Escape. What was typed stays for the next opening. */
  onClose: () => void;
  /** After a success, once the form was emptied: the toast, closing, the caller's next step. */
  onSent?: FormSubmitOptions<V>['onDone'];
  /** The OK button's label: what it does ('Save supplier', 'Cancel order'). */
  okText: string;
  /** For an irreversible action. */
  okDanger?: boolean;
  /** Nothing to send (none of the chosen orders can be cancelled). */
  okDisabled?: boolean;
  cancelText?: string;
  /** Cancel waits for the send (a batch whose outcome the dialog is about to list). */
  cancelDisabledWhileSending?: boolean;
  /** Above the form: what happens, in plain words. */
  intro?: ReactNode;
  /** Replaces the OK/Cancel row once the dialog has moved past its form (a 'Done'). */
  footer?: ReactNode;
  width?: number;
  /** Unmounts the fields when closed (they fetch what they show). */
  destroyOnHidden?: boolean;
  /** The fields; none (false, null) leaves the dialog without a form. */
  children?: ReactNode;
}

/**
 * A formik form in an antd Modal. The Modal's OK submits (Enter in a field too): it spins and
 * is disabled while the send runs, and a double click sends once. A 422 lands on its fields, the
 * rest above them, input kept. After a success the form is emptied, then `onSent` runs; closing
 * without a send keeps what was typed, as the merchant left it.
 */
export function DialogForm<V extends FormikValues>(props: DialogFormProps<V>) {
  const submit = useFormSubmit<V>({
    labelsOf: labelsFor(props.labels),
    onSubmit: props.onSubmit,
    onDone: props.onSent,
    fieldOf: props.fieldOf,
    toStatus: props.toStatus,
    resetAfterSend: true,
  });
  return (
    <KitFormik {...props} onSubmit={submit}>
      <DialogFormBody {...props} />
    </KitFormik>
  );
}

function DialogFormBody<V extends FormikValues>(props: DialogFormProps<V>) {
  const { title, open, onClose, okText, okDanger, okDisabled, cancelText, children } = props;
  const { isSubmitting } = useFormikContext<V>();
  const { formRef, save } = useFormSave<V>();
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={cancelText}
      onOk={() => void save()}
      confirmLoading={isSubmitting}
      okButtonProps={{ danger: okDanger, disabled: okDisabled || isSubmitting }}
      cancelButtonProps={{ disabled: props.cancelDisabledWhileSending && isSubmitting }}
      onCancel={onClose}
      footer={props.footer}
      destroyOnHidden={props.destroyOnHidden}
      width={props.width}
    >
      {props.intro}
      {children ? (
        // The dialog sits inside the caller's form in React's tree: its submit must not bubble
        // there.
        <div onSubmit={(event) => event.stopPropagation()}>
          <FormBody name={props.name ?? title} formRef={formRef} onSave={() => void save()}>
            {children}
            {/* Enter in a field submits, as in every form of the portal; OK is outside the form. */}
            <button type="submit" hidden aria-hidden tabIndex={-1} />
          </FormBody>
        </div>
      ) : null}
    </Modal>
  );
}
