import { labelsOf } from '@/domain/fields/registry';
import { ORDER_REASON_FIELDS } from '@/domain/orders/fields';
import { registryProblems } from '@/domain/validation/fieldProblem';

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

/**
 * The reason form's problems: the reason by the registry the simulator checks too (required, 3
 * to 500 characters), and for a cancel the explicit confirmation that it is irreversible.
 */
export function reasonProblems(
  values: ReasonValues,
  needsConfirmation: boolean,
): Partial<Record<keyof ReasonValues, string>> {
  const problems: Partial<Record<keyof ReasonValues, string>> = registryProblems(
    ORDER_REASON_FIELDS,
    values as unknown as Record<string, unknown>,
  );
  if (needsConfirmation && !values.confirmed) problems.confirmed = CONFIRMATION_REQUIRED;
  return problems;
}

export const AMENDED_MESSAGE = 'Order moved to amending';
export const CANCELLED_MESSAGE = 'Order cancelled';
