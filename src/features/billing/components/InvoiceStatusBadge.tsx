import ExclamationCircleOutlined from '@ant-design/icons/ExclamationCircleOutlined';
import { Tag } from 'antd';
import type { InvoiceStatus } from '@/api/contract';
import { INVOICE_STATUS_LABEL, INVOICE_STATUS_TONE } from '../invoiceStatus';

/**
 * An invoice's status in the portal's status tones: paid green (success), unpaid orange
 * (pending). Overdue is still a payment waiting, so it stays in the pending family, in antd's
 * deeper orange ('volcano') with a warning icon, so it stands out from 'Unpaid' without a fourth
 * tone; the label is always there, so colour is never the only signal.
 */
const TAG_COLOUR: Record<InvoiceStatus, string> = {
  paid: 'green',
  unpaid: 'orange',
  overdue: 'volcano',
};

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return (
    <Tag
      color={TAG_COLOUR[status]}
      data-tone={INVOICE_STATUS_TONE[status]}
      icon={status === 'overdue' ? <ExclamationCircleOutlined aria-hidden /> : undefined}
    >
      {INVOICE_STATUS_LABEL[status]}
    </Tag>
  );
}
