import type { AuthHeaders } from '../domain/contract';
import type { Transport } from './transport';

/**
 * Tells the server a session has ended (DELETE auth/sign_out), with that session's own token
 * headers: the portal has already forgotten them, and nobody waits for the answer. A server that
 * is slow, down or has already forgotten the token changes nothing on screen; the request lets go
 * after the timeout policy's limit like any other.
 */
export async function signOutOnServer(transport: Transport, headers: AuthHeaders): Promise<void> {
  try {
    const http = await transport.http();
    await http.request({
      url: 'auth/sign_out',
      method: 'DELETE',
      headers: { ...headers },
      skipGlobalHandler: true,
      background: true,
    });
  } catch {
    // Reported by the error policy when it matters; the local session is over either way.
  }
}
