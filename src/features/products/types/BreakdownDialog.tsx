import { Alert, Button, Form, InputNumber, Modal, Typography } from 'antd';
import { useRef, useState } from 'react';
import type { ProductUnit } from '@/domain/contract';
import { LoadingButton } from '@/components/LoadingButton';
import { useSubmissionKey } from '@/components/form/submissionKey';
import { notifier } from '@/components/feedback/notifier';
import { useBreakdownUnitMutation } from '../api';
import { asApiError } from '@/api/fieldErrors';
import { breakdownProblem } from './breakdown';
import { UNIT_NAMES, unitCount } from '@/domain/format';
import { parentOf, parentQuantityOf, type PackagingUnit } from './units';

export const BREAKDOWN_DONE_MESSAGE = 'Stock broken down';

/** The server's refusal: the quantity's message first ('Not enough quantity'), else the first. */
function refusalOf(error: unknown): string {
  const { fieldErrors, message } = asApiError(error);
  return fieldErrors?.quantity?.[0] ?? message;
}

interface BreakdownDialogProps {
  productId: number;
  units: ProductUnit[];
  source: ProductUnit & { unit: PackagingUnit };
  onClose: () => void;
}

/**
 * Opens whole units into the units they hold (a carton into its boxes): the total stock in items
 * stays the same. The person sees the result before confirming ('2 cartons → 8 boxes'); a refusal
 * is shown here, with the quantity still in the box.
 */
export function BreakdownDialog({ productId, units, source, onClose }: BreakdownDialogProps) {
  const [quantity, setQuantity] = useState<number | null>(1);
  const [problem, setProblem] = useState<string | null>(null);
  const [breakdown] = useBreakdownUnitMutation();
  const sending = useRef(false);
  const submission = useSubmissionKey();
  const target = parentOf(units, source.unit)!;
  const per = parentQuantityOf(units, source);
  const names = UNIT_NAMES[source.unit];
  const valid = breakdownProblem(quantity, source.stock) === null;
  const result = valid
    ? `${unitCount(quantity!, source.unit)} → ${unitCount(quantity! * per, target.unit)}`
    : null;

  const submit = async () => {
    if (sending.current) return;
    const found = breakdownProblem(quantity, source.stock);
    setProblem(found);
    if (found) return;
    sending.current = true;
    try {
      const body = { unit: source.unit, quantity: quantity! };
      await breakdown({ id: productId, body, idempotencyKey: submission.keyFor(body) }).unwrap();
      submission.succeeded();
      notifier.success({ message: BREAKDOWN_DONE_MESSAGE, description: result });
      onClose();
    } catch (error) {
      setProblem(refusalOf(error));
    } finally {
      sending.current = false;
    }
  };

  const inputId = `breakdown-${source.unit}-quantity`;
  return (
    <Modal
      open
      title={`Break down ${names.many}`}
      onCancel={onClose}
      // The dialog pattern: focus goes to its first field once it is shown.
      afterOpenChange={(open) => open && document.getElementById(inputId)?.focus()}
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <LoadingButton key="submit" type="primary" onClick={submit}>
          Break down
        </LoadingButton>,
      ]}
    >
      <Typography.Paragraph>
        Opens {names.many} into the {UNIT_NAMES[target.unit].many} they hold: one {names.one} holds{' '}
        {unitCount(per, target.unit)}. The total stock in items does not change.
      </Typography.Paragraph>
      {problem && (
        <Alert type="error" showIcon role="alert" title={problem} className="type-alert" />
      )}
      <Form layout="vertical" component="form" noValidate onFinish={() => void submit()}>
        <Form.Item
          label={`Quantity (${names.many})`}
          htmlFor={inputId}
          required
          validateStatus={problem ? 'error' : undefined}
          extra={
            <span id={`${inputId}-extra`}>In stock: {unitCount(source.stock, source.unit)}</span>
          }
        >
          <InputNumber
            id={inputId}
            value={quantity}
            style={{ width: '100%' }}
            aria-describedby={`${inputId}-extra ${inputId}-result`}
            aria-invalid={problem ? true : undefined}
            onChange={(value) => {
              setQuantity(typeof value === 'number' ? value : null);
              setProblem(null);
            }}
          />
        </Form.Item>
        <Typography.Paragraph
          id={`${inputId}-result`}
          aria-live="polite"
          className="breakdown-result"
        >
          {result ?? ' '}
        </Typography.Paragraph>
      </Form>
    </Modal>
  );
}
