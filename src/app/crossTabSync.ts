import { storage, StorageKeys } from '@/lib/storage';
import { PATHS } from '@/core/navigation/navigator';

/**
 * A change of the stored user entry in another tab (sign-in, sign-out, organisation
 * switch) sends this tab home, where it starts again from what is stored now.
 */
export function watchOtherTabs(goHome: () => void = () => window.location.assign(PATHS.home)) {
  const key = storage.key(StorageKeys.user);
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) goHome();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
