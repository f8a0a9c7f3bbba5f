import { storage, StorageKeys } from '@/lib/storage';
import type { PaletteEntry } from './paletteEntries';

/** How many records the palette remembers. */
export const RECENT_MAX = 6;

/** One list per user and organisation: another organisation's records are never offered. */
const keyFor = (userUid: string, organisationUid: string) =>
  `${StorageKeys.paletteRecent}_${userUid}@${organisationUid}`;

export function readRecent(userUid: string, organisationUid: string): PaletteEntry[] {
  const stored = storage.get<unknown>(keyFor(userUid, organisationUid));
  if (!Array.isArray(stored)) return [];
  return stored.filter(
    (e): e is PaletteEntry =>
      typeof e === 'object' &&
      e !== null &&
      typeof (e as PaletteEntry).id === 'string' &&
      typeof (e as PaletteEntry).label === 'string' &&
      typeof (e as PaletteEntry).path === 'string',
  );
}

/** Puts a record opened from the palette first, once, keeping the newest RECENT_MAX. */
export function rememberRecent(userUid: string, organisationUid: string, entry: PaletteEntry) {
  const { id, label, hint, path } = entry;
  const rest = readRecent(userUid, organisationUid).filter((e) => e.id !== id);
  storage.set(
    keyFor(userUid, organisationUid),
    [{ id, label, hint, path }, ...rest].slice(0, RECENT_MAX),
  );
}
