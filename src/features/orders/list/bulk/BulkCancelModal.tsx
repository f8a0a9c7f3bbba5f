import { Alert, Button, Form, Modal, Typography } from 'antd';
import { Formik } from 'formik';
import { useState } from 'react';
import type { OrderListItem } from '@/domain/contract';
import { queryErrorMessage } from '@/components/feedback/queryError';
import { FormFrameProvider } from '@/components/form/FormField';
import { TextAreaField } from '@/components/form/TextAreaField';
import { useSubmitOnce } from '@/components/form/useSubmitOnce';
import { ORDER_REASON_FIELDS, REASON_MAX } from '@/domain/orders/fields';
import { canCancel, statusRefusal } from '@/domain/orders/status';
import { registryProblems } from '@/domain/validation/fieldProblem';
import { useCancelOrderMutation } from '../../api';
import { failedResult, okResult, type RowResult } from './bulkResults';
import { ResultList } from './ResultList';
import { countOf } from '@/domain/format';

const LABELS = { reason: ORDER_REASON_FIELDS.reason.label };

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

  const submit = useSubmitOnce(async ({ reason }: { reason: string }) => {
    const done: RowResult[] = [];
    for (const order of allowed) {
      try {
        await cancelOrder({ id: order.id, reason: reason.trim() }).unwrap();
        done.push(okResult(order, 'cancelled'));
      } catch (error) {
        done.push(failedResult(order, queryErrorMessage(error) ?? 'It could not be cancelled'));
      }
    }
    setResults([...done, ...refused.map((o) => failedResult(o, statusRefusal.cancel(o.status)))]);
    return true;
  });

  return (
    <Formik
      initialValues={{ reason: '' }}
      validate={(values) => registryProblems(ORDER_REASON_FIELDS, values)}
      onSubmit={submit}
    >
      {({ handleSubmit, isSubmitting }) => (
        <Modal
          open
          title="Cancel orders"
          onCancel={() => onClose(results !== null)}
          footer={
            results ? (
              <Button type="primary" onClick={() => onClose(true)}>
                Done
              </Button>
            ) : (
              [
                <Button key="back" onClick={() => onClose(false)} disabled={isSubmitting}>
                  Keep orders
                </Button>,
                <Button
                  key="submit"
                  danger
                  type="primary"
                  onClick={() => handleSubmit()}
                  loading={isSubmitting}
                  disabled={allowed.length === 0}
                >
                  Cancel {countOf(allowed.length, 'order')}
                </Button>,
              ]
            )
          }
        >
          {results ? (
            <ResultList results={results} label="Cancel results" />
          ) : (
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
              {allowed.length > 0 && (
                <FormFrameProvider idPrefix="bulk-cancel" labels={LABELS}>
                  <Form
                    layout="vertical"
                    component="form"
                    noValidate
                    onFinish={() => handleSubmit()}
                  >
                    <TextAreaField
                      name="reason"
                      required
                      counter={REASON_MAX}
                      extra="Kept with each order and shown on its Summary."
                    />
                  </Form>
                </FormFrameProvider>
              )}
            </>
          )}
        </Modal>
      )}
    </Formik>
  );
}
