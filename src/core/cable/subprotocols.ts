import { encodeCableCredentials, type StoredUser } from '@/domain/contract';
import { storage } from '@/lib/storage';

/** The portal is the provider's web client; its apps would send their own type. */
export const CABLE_DEVICE_TYPE = 'web';
/** KS_cable_device_id: one id per browser, until sign-out clears every KS_ key. */
export const CABLE_DEVICE_KEY = 'cable_device_id';

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** This browser's device id, created and stored on first use. */
export function cableDeviceId(): string {
  const stored = storage.get<string>(CABLE_DEVICE_KEY);
  if (typeof stored === 'string' && /^[0-9a-f]{32}$/.test(stored)) return stored;
  const id = randomId();
  storage.set(CABLE_DEVICE_KEY, id);
  return id;
}

/**
 * The subprotocols carrying the session (after ActionCable's own, which the consumer adds): access
 * token, uid, client, device type and device id. They hold the token: never log them.
 */
export function cableSubprotocols(user: Pick<StoredUser, 'headers'>): string[] {
  return encodeCableCredentials({
    'access-token': user.headers['access-token'],
    uid: user.headers.uid,
    client: user.headers.client,
    'device-type': CABLE_DEVICE_TYPE,
    'device-id': cableDeviceId(),
  });
}
