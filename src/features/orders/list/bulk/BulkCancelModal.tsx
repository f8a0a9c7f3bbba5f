import { Alert, Button, Typography } from 'antd';
import { useState } from 'react';
import type { OrderListItem } from '@/domain/contract';
import { queryErrorMessage } from '@/components/feedback/queryError';
import { DialogForm } from '@/components/form/DialogForm';
import { TextAreaField } from '@/components/form/TextAreaField';
import { ORDER_REASON_FIELDS, REASON_MAX } from '@/domain/orders/fields';
import { canCancel, statusRefusal } from '@/domain/orders/status';
import { registrySchema } from '@/domain/validation/registrySchema';
import { useCancelOrderMutation } from '../../api';
import { failedResult, okResult, type RowResult } from './bulkResults';
import { ResultList } from './ResultList';
import { countOf } from '@/domain/format';

const LABELS = { reason: ORDER_REASON_FIELDS.reason.label };
const REASON_SCHEMA = registrySchema(ORDER_REASON_FIELDS);

export interface BulkCancelModalProps {
  orders: readonly OrderListItem[];
  onClose: (changed: boolean) => void;
}

/**
 * Cancels the selected orders with one reason. Orders the state machine will not cancel are
 * named with the reason up front and not sent; the rest are cancelled one by one, and each row's
 * outcome (the server may still refuse one that changed meanwhile) is listed afterwards.
 * Cancelling is irreversible, which the modal says before the button is pressed.
 */
export function BulkCancelModal({ orders, onClose }: BulkCancelModalProps) {
  const [cancelOrder] = useCancelOrderMutation();
  const [results, setResults] = useState<RowResult[] | null>(null);
  const allowed = orders.filter((o) => canCancel(o.type, o.status));
  const refused = orders.filter((o) => !canCancel(o.type, o.status));

  // Each order's refusal is listed with its row, so the send itself never fails.
  const cancelAll = async ({ reason }: { reason: string }) => {
    const done: RowResult[] = [];
    for (const order of allowed) {
      try {
        await cancelOrder({ id: order.id, reason: reason.trim() }).unwrap();
        done.push(okResult(order, 'cancelled'));
      } catch (error) {
        done.push(failedResult(order, queryErrorMessage(error) ?? 'It could not be cancelled'));
      }
    }
    return [...done, ...refused.map((o) => failedResult(o, statusRefusal.cancel(o.status)))];
  };

  return (
    <DialogForm<{ reason: string }>
      title="Cancel orders"
      idPrefix="bulk-cancel"
      open
      onClose={() => onClose(results !== null)}
      initialValues={{ reason: '' }}
      labels={LABELS}
      validationSchema={REASON_SCHEMA}
      onSubmit={cancelAll}
      onSent={(rows) => setResults(rows as RowResult[])}
      okText={`Cancel ${countOf(allowed.length, 'order')}`}
      okDanger
      okDisabled={allowed.length === 0}
      cancelText="Keep orders"
      cancelDisabledWhileSending
      footer={
        results ? (
          <Button type="primary" onClick={() => onClose(true)}>
            Done
          </Button>
        ) : undefined
      }
      intro={
        results ? (
          <ResultList results={results} label="Cancel results" />
        ) : (
          <BulkCancelIntro allowed={allowed} refused={refused} />
        )
      }
    >
      {!results && allowed.length > 0 && (
        <TextAreaField
          name="reason"
          required
          counter={REASON_MAX}
          extra="Kept with each order and shown on its Summary."
        />
      )}
    </DialogForm>
  );
}

/** What the dialog will do: the orders it cancels, and those it leaves, with why. */
function BulkCancelIntro({
  allowed,
  refused,
}: {
  allowed: readonly OrderListItem[];
  refused: readonly OrderListItem[];
}) {
  return (
    <>
      {allowed.length > 0 && (
        <Typography.Paragraph>
          Cancelling is irreversible. These orders will be cancelled:{' '}
          {allowed.map((o) => o.reference).join(', ')}.
        </Typography.Paragraph>
      )}
      {refused.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title={
            allowed.length === 0
              ? 'None of the selected orders can be cancelled'
              : 'Some selected orders cannot be cancelled and will be left as they are'
          }
          description={
            <ul className="order-bulk-refused">
              {refused.map((o) => (
                <li key={o.id}>
                  {o.reference}: {statusRefusal.cancel(o.status)}
                </li>
              ))}
            </ul>
          }
        />
      )}
    </>
  );
}
