import { Alert } from 'antd';
import { useFormikContext } from 'formik';

/**
 * After a Save the form's own rules refused: one line above the fields, as the field in error
 * may be far down the page.
 */
export function NeedsAttention() {
  const { submitCount, isValid } = useFormikContext();
  return submitCount > 0 && !isValid ? (
    <Alert type="error" showIcon role="alert" title="Some fields need attention." />
  ) : null;
}
