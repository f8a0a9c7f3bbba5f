import { tokenErrorCode, type TokenErrorCode } from './tokenErrors';

/**
 * The send of a form opened by a mailed, single-use link (reset password, accept invitation).
 * `send` spends the token. A refusal of the token itself (invalid, expired, used) ends the form:
 * `onTokenProblem` shows the link's message in its place, and the submit counts as done. Any
 * other refusal is thrown on: the form puts it on its fields and can be sent again.
 */
export function withTokenProblems<V>(
  send: (values: V) => Promise<void>,
  onTokenProblem: (code: TokenErrorCode) => void,
): (values: V) => Promise<void> {
  return async (values: V) => {
    try {
      await send(values);
    } catch (error) {
      const code = tokenErrorCode(error);
      if (!code) throw error;
      onTokenProblem(code);
    }
  };
}
