import { Typography } from 'antd';
import type { ReactNode } from 'react';
import type { Submission } from '@/api/idempotency';
import { notifier } from '@/components/feedback/notifier';
import { CheckboxField } from '@/components/form/CheckboxField';
import { DialogForm } from '@/components/form/DialogForm';
import { TextAreaField } from '@/components/form/TextAreaField';
import { REASON_MAX } from '@/domain/orders/fields';
import {
  EMPTY_REASON,
  IRREVERSIBLE_CONFIRMATION,
  REASON_LABELS,
  type ReasonValues,
} from './reasonForm';
import { reasonSchema } from './reasonSchema';

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
  const { id, open, onClose, title, explanation, irreversible = false, send } = props;
  return (
    <DialogForm<ReasonValues>
      title={title}
      idPrefix={id}
      open={open}
      onClose={onClose}
      initialValues={EMPTY_REASON}
      labels={REASON_LABELS}
      validationSchema={reasonSchema(irreversible)}
      onSubmit={(values, submission) => send(values.reason.trim(), submission)}
      onSent={() => {
        notifier.success({ message: props.successMessage });
        onClose();
      }}
      okText={props.submitLabel}
      okDanger={irreversible}
      cancelText={irreversible ? 'Keep order' : 'Close'}
      intro={<Typography.Paragraph>{explanation}</Typography.Paragraph>}
      width={560}
    >
      <TextAreaField name="reason" required counter={REASON_MAX} rows={3} />
      {irreversible && <CheckboxField name="confirmed" label={IRREVERSIBLE_CONFIRMATION} />}
    </DialogForm>
  );
}
