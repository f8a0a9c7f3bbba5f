import { Button, Modal, Space, Typography } from 'antd';
import { FormikForm } from '@/components/form/FormikForm';
import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import type { ReactNode } from 'react';
import type { Submission } from '@/api/idempotency';
import { notifier } from '@/components/feedback/notifier';
import { CheckboxField } from '@/components/form/CheckboxField';
import { FormErrorAlert } from '@/components/form/FormErrorAlert';
import { FormFrameProvider } from '@/components/form/FormField';
import { toFormStatus } from '@/components/form/serverErrors';
import { TextAreaField } from '@/components/form/TextAreaField';
import { useSubmitOnce } from '@/components/form/useSubmitOnce';
import { LoadingButton } from '@/components/LoadingButton';
import { REASON_MAX } from '@/domain/orders/fields';
import {
  EMPTY_REASON,
  IRREVERSIBLE_CONFIRMATION,
  REASON_LABELS,
  reasonProblems,
  type ReasonValues,
} from './reasonForm';

export interface ReasonModalProps {
  /** Prefix of the form's ids: 'order-amend'. */
  id: string;
  open: boolean;
  onClose: () => void;
  title: string;
  /** What happens, in plain words, above the reason. */
  explanation: ReactNode;
  submitLabel: string;
  /** Cancel: irreversible, so the merchant confirms it explicitly. */
  irreversible?: boolean;
  /** Sends the reason with the submission's key; throws the server's refusal. */
  send: (reason: string, submission: Submission) => Promise<unknown>;
  successMessage: string;
}

/**
 * Amend or cancel with a reason. The reason is required (and kept by the server); a refusal (a
 * 422 on the reason, or on the status because the order moved on meanwhile) shows in the dialog
 * and the typed reason stays. One click sends once.
 */
export function ReasonModal(props: ReasonModalProps) {
  const { id, open, onClose, title, irreversible = false, send, successMessage } = props;

  const submit = useSubmitOnce(
    async (values: ReasonValues, helpers: FormikHelpers<ReasonValues>, submission: Submission) => {
      helpers.setStatus({});
      try {
        await send(values.reason.trim(), submission);
        notifier.success({ message: successMessage });
        helpers.resetForm({ values: EMPTY_REASON });
        onClose();
        return true;
      } catch (error) {
        helpers.setStatus(toFormStatus(error, REASON_LABELS, values));
        return false;
      }
    },
  );

  return (
    <Modal open={open} title={title} onCancel={onClose} footer={null} width={560}>
      <Formik
        initialValues={EMPTY_REASON}
        validate={(values) => reasonProblems(values, irreversible)}
        onSubmit={submit}
      >
        <FormFrameProvider idPrefix={id} labels={REASON_LABELS}>
          <ReasonForm {...props} />
        </FormFrameProvider>
      </Formik>
    </Modal>
  );
}

function ReasonForm({
  id,
  title,
  explanation,
  submitLabel,
  irreversible,
  onClose,
}: ReasonModalProps) {
  const { isSubmitting } = useFormikContext<ReasonValues>();
  return (
    <FormikForm aria-label={title} id={`${id}-form`}>
      <Typography.Paragraph>{explanation}</Typography.Paragraph>
      <FormErrorAlert />
      <TextAreaField name="reason" required counter={REASON_MAX} rows={3} />
      {irreversible && <CheckboxField name="confirmed" label={IRREVERSIBLE_CONFIRMATION} />}
      <Space className="order-edit-actions">
        <Button onClick={onClose}>{irreversible ? 'Keep order' : 'Close'}</Button>
        <LoadingButton
          type="primary"
          danger={irreversible}
          htmlType="submit"
          loading={isSubmitting}
        >
          {submitLabel}
        </LoadingButton>
      </Space>
    </FormikForm>
  );
}
