import type { ApiQueryMeta } from '@/api/axiosBaseQuery';
import type { AuthHeaders, SignInResponse, StoredUser } from '@/api/contract';

/**
 * A response that opened a session (magic sign-in, accepted invitation) as the user the portal
 * stores: the body's user with the devise token headers the base query read from the response.
 */
export function storedUserFrom(
  response: SignInResponse,
  meta: ApiQueryMeta | undefined,
): StoredUser {
  const h = meta?.authHeaders ?? {};
  const headers: AuthHeaders = {
    'access-token': h['access-token'] ?? '',
    client: h.client ?? '',
    uid: h.uid ?? response.data.uid,
    expiry: h.expiry ?? '',
    'token-type': h['token-type'] ?? 'Bearer',
  };
  return { ...response.data, headers };
}
