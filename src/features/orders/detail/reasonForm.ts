import { labelsOf } from '@/domain/fields/registry';
import { ORDER_REASON_FIELDS } from '@/domain/orders/fields';

export interface ReasonValues {
  reason: string;
  /** Cancel only: the merchant confirmed that cancelling cannot be undone. */
  confirmed: boolean;
}

export const EMPTY_REASON: ReasonValues = { reason: '', confirmed: false };

export const IRREVERSIBLE_CONFIRMATION = 'I understand that cancelling cannot be undone';
export const CONFIRMATION_REQUIRED = 'Confirm that you understand cancelling cannot be undone';

export const REASON_LABELS: Record<keyof ReasonValues, string> = {
  ...labelsOf(ORDER_REASON_FIELDS),
  confirmed: IRREVERSIBLE_CONFIRMATION,
};

export const AMENDED_MESSAGE = 'Order moved to amending';
export const CANCELLED_MESSAGE = 'Order cancelled';
