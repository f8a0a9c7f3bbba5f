import type { CableEvent } from '@/domain/contract';

/**
 * ActionCable's JSON wire protocol (actioncable-v1-json), server side: what the Rails server
 * sends, and what a consumer sends it.
 */
export const cableMessages = {
  welcome: () => ({ type: 'welcome' }),
  /** Every 3 s; a consumer calls a connection stale after 6 s without one and reconnects. */
  ping: (nowMs: number) => ({ type: 'ping', message: Math.floor(nowMs / 1000) }),
  confirm: (identifier: string) => ({ identifier, type: 'confirm_subscription' }),
  reject: (identifier: string) => ({ identifier, type: 'reject_subscription' }),
  unauthorized: () => ({ type: 'disconnect', reason: 'unauthorized', reconnect: false }),
  broadcast: (identifier: string, message: CableEvent) => ({ identifier, message }),
};

export interface CableCommand {
  command: 'subscribe' | 'unsubscribe' | 'message';
  identifier: string;
  data?: string;
}

/** A consumer's command, or null for anything else (ignored, as Rails logs and drops it). */
export function parseCommand(data: unknown): CableCommand | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = JSON.parse(data) as Partial<CableCommand>;
    const known = ['subscribe', 'unsubscribe', 'message'].includes(parsed.command ?? '');
    return known && typeof parsed.identifier === 'string' ? (parsed as CableCommand) : null;
  } catch {
    return null;
  }
}

/** The subscription's parameters (the identifier is JSON), or null when it is not JSON. */
export function parseIdentifier(identifier: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(identifier);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
