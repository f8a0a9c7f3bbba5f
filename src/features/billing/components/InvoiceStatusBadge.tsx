import ExclamationCircleOutlined from '@ant-design/icons/ExclamationCircleOutlined';
import type { InvoiceStatus } from '@/domain/contract';
import { StatusTag } from '@/components/StatusTag';
import { INVOICE_STATUS_LABEL, INVOICE_STATUS_TONE } from '../invoiceStatus';

/**
 * An invoice's status in the portal's status tones: paid green (success), unpaid orange
 * (pending). Overdue is still a payment waiting, so it stays in the pending family, urgent (antd's
 * deeper orange) with a warning icon, so it stands out from 'Unpaid' without a fourth tone.
 */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const overdue = status === 'overdue';
  return (
    <StatusTag
      tone={INVOICE_STATUS_TONE[status]}
      urgent={overdue}
      icon={overdue ? <ExclamationCircleOutlined aria-hidden /> : undefined}
    >
      {INVOICE_STATUS_LABEL[status]}
    </StatusTag>
  );
}
