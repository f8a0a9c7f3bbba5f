import { useFormikContext } from 'formik';
import { LazyAlert } from '../feedback/LazyAlert';
import type { FormStatus } from './serverErrors';

/** The refusal no field could take (403, network, an unknown field), above the form. */
export function FormErrorAlert() {
  const { status } = useFormikContext<unknown>();
  const formError = (status as FormStatus | undefined)?.formError;
  return formError ? <LazyAlert type="error" showIcon role="alert" title={formError} /> : null;
}
