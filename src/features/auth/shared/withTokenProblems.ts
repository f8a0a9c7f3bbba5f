import type { FormikHelpers } from 'formik';
import { toFormStatus } from '@/components/form/serverErrors';
import { useSubmitOnce } from '@/components/form/useSubmitOnce';
import { tokenErrorCode, type TokenErrorCode } from './tokenErrors';

/**
 * The submit of a form opened by a mailed, single-use link (reset password, accept invitation).
 * `send` spends the token. A refusal of the token itself (invalid, expired, used) ends the form:
 * `onTokenProblem` shows the link's message in its place. Any other refusal stays on the form, its
 * messages on the fields by `labels`, and the form can be sent again.
 */
export function useTokenFormSubmit<V extends object>(
  send: (values: V) => Promise<void>,
  labels: Readonly<Record<string, string>>,
  onTokenProblem: (code: TokenErrorCode) => void,
) {
  return useSubmitOnce(async (values: V, { setStatus }: FormikHelpers<V>) => {
    setStatus({});
    try {
      await send(values);
      return true;
    } catch (error) {
      const code = tokenErrorCode(error);
      if (!code) {
        setStatus(toFormStatus(error, labels, values));
        return false;
      }
      onTokenProblem(code);
      return true;
    }
  });
}
