import { Alert } from 'antd';
import { useFormikContext } from 'formik';
import type { FormStatus } from './serverErrors';

/** The refusal no field could take (403, network, an unknown field), above the form. */
export function FormErrorAlert() {
  const { status } = useFormikContext<unknown>();
  const formError = (status as FormStatus | undefined)?.formError;
  return formError ? <Alert type="error" showIcon role="alert" title={formError} /> : null;
}
