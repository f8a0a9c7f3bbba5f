import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { COLLECTION_NAMES, type CollectionName, type RecordOf } from '../schema';
import type { Persistence, StoredMeta } from './types';

/**
 * Node persistence for `npm run simulator`: a directory (default `.simulator-data/db/`,
 * git-ignored) with one JSON file per collection and a `meta.json`. A flush rewrites only the
 * collections that changed. Every file goes to a temporary name renamed over the old one, so a
 * crash mid-write never leaves half a JSON document behind, and `meta.json` is written last when
 * seeding, so a database is complete exactly when it has one. The old single-file `db.json`
 * is not read: the first start on this layout seeds a new database.
 */
export const DEFAULT_FILE_PATH = '.simulator-data/db';

export function filePersistence(path: string = DEFAULT_FILE_PATH): Persistence & { path: string } {
  const dir = resolve(path);
  const fileOf = (name: CollectionName | 'meta') => join(dir, `${name}.json`);
  let writes = 0;

  async function readJson<T>(file: string): Promise<T | null> {
    try {
      return JSON.parse(await readFile(file, 'utf8')) as T;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      console.warn(`[simulator] ${file} is unreadable, reseeding:`, (error as Error).message);
      return null;
    }
  }

  async function writeAtomically(file: string, json: string) {
    writes += 1;
    const tmp = `${file}.${process.pid}.${writes}.tmp`;
    await writeFile(tmp, json);
    await rename(tmp, file);
  }

  const loadCollection = async <K extends CollectionName>(name: K) =>
    (await readJson<RecordOf<K>[]>(fileOf(name))) ?? [];

  return {
    kind: 'file',
    debounceMs: 200,
    path: dir,

    async readMeta() {
      const meta = await readJson<StoredMeta>(fileOf('meta'));
      if (!meta) return null;
      // A collection file that went missing makes the database incomplete.
      const present = await Promise.all(
        COLLECTION_NAMES.map((name) =>
          access(fileOf(name)).then(
            () => true,
            () => false,
          ),
        ),
      );
      return present.every(Boolean) ? meta : null;
    },

    loadCollection,

    async loadRecords(name, ids) {
      const rows = await loadCollection(name);
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id));
    },

    async write(changes, rowsOf) {
      const names = Object.keys(changes) as CollectionName[];
      // Serialised now, before any await: later mutations belong to the next flush.
      const files = names.map((name) => [fileOf(name), JSON.stringify(rowsOf(name))] as const);
      await mkdir(dir, { recursive: true });
      await Promise.all(files.map(([file, json]) => writeAtomically(file, json)));
    },

    async replaceAll(snapshot, meta) {
      await mkdir(dir, { recursive: true });
      await rm(fileOf('meta'), { force: true });
      await Promise.all(
        COLLECTION_NAMES.map((name) =>
          writeAtomically(fileOf(name), JSON.stringify(snapshot[name])),
        ),
      );
      await writeAtomically(fileOf('meta'), JSON.stringify(meta));
    },
  };
}
