import { storage, StorageKeys } from '@/lib/storage';

/**
 * SPEC §2: a change of the stored user entry in another tab (sign-in, sign-out, organisation
 * switch) sends this tab home, where it starts again from what is stored now.
 */
export function watchOtherTabs(goHome: () => void = () => window.location.assign('/dashboard')) {
  const key = storage.key(StorageKeys.user);
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) goHome();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
