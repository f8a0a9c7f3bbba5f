import type { StoredUser } from '@/domain/contract';
import { storage, StorageKeys } from '@/lib/storage';

/**
 * What the drawer's panels read of the portal they sit in: the page on screen, and the
 * organisation of whoever is signed in (from the portal's stored user).
 */
export const windowPath = () => window.location.pathname;

export const signedInOrganisationUid = (): string | null =>
  storage.get<StoredUser>(StorageKeys.user)?.x_organisation_uid ?? null;
