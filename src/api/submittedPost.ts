import type { Submission } from './idempotency';

/**
 * The request of a create sent under its submission's key (a form or wizard sent again after a
 * failure keeps the key): the body is everything else the mutation was given.
 */
export const submittedPost =
  (url: string) =>
  <Arg extends Partial<Submission>>({ idempotencyKey, ...data }: Arg) => ({
    url,
    method: 'POST' as const,
    data,
    idempotencyKey,
  });
