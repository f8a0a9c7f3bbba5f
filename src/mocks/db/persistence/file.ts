import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import type { DbSnapshot } from '../schema';
import type { Persistence } from './types';

/**
 * Node persistence for `npm run simulator`: the snapshot as JSON in `.simulator-data/db.json`
 * (git-ignored). Writes go to a temporary file renamed over the old one, so a crash mid-write
 * never leaves half a JSON document behind.
 */
export const DEFAULT_FILE_PATH = '.simulator-data/db.json';

export function filePersistence(path: string = DEFAULT_FILE_PATH): Persistence & { path: string } {
  const file = resolve(path);
  return {
    kind: 'file',
    debounceMs: 200,
    path: file,
    async load() {
      try {
        return JSON.parse(await readFile(file, 'utf8')) as DbSnapshot;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        console.warn(`[simulator] ${file} is unreadable, reseeding:`, (error as Error).message);
        return null;
      }
    },
    async save(snapshot) {
      await mkdir(dirname(file), { recursive: true });
      const tmp = `${file}.${process.pid}.tmp`;
      await writeFile(tmp, JSON.stringify(snapshot));
      await rename(tmp, file);
    },
  };
}
