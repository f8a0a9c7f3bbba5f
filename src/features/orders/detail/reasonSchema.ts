import * as yup from 'yup';
import { ORDER_REASON_FIELDS } from '@/domain/orders/fields';
import { registrySchema } from '@/domain/validation/registrySchema';
import { CONFIRMATION_REQUIRED } from './reasonForm';

/**
 * The reason form's rules: the reason by the registry the simulator checks too (required, 3 to
 * 500 characters), and for a cancel the explicit confirmation that it is irreversible.
 */
export const reasonSchema = (needsConfirmation: boolean) =>
  registrySchema(ORDER_REASON_FIELDS).shape({
    confirmed: yup
      .boolean()
      .test('confirmed', CONFIRMATION_REQUIRED, (confirmed) => !needsConfirmation || !!confirmed),
  });
