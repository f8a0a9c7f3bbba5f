/** The import graph's table: the layers, the places and their folders, the known cycles. */

/**
 * A place in the code. `root` is a folder relative to the repository; `depth` 1 makes each of its
 * sub-folders a folder of its own (src/features/orders), depth 0 makes the root one folder
 * (src/api). Files lying directly in a depth-1 root belong to the root itself (src/lib/csv.ts is
 * in src/lib).
 */
export interface Place {
  root: string;
  depth: 0 | 1;
  layer: string;
}

/** The layers, top first: a folder may import its own layer's folders and every layer below. */
export const LAYERS = ['app', 'features', 'components', 'core', 'api', 'domain', 'lib'];

/**
 * Areas beside the layers: each may import only what `mayImport` lists (a layer's name, or a path
 * pattern with `*`), and only the files `importedBy` lists may import it.
 */
export const SIDE_AREAS: Record<string, { mayImport: string[]; importedBy: string[] }> = {
  // The simulator package: the portal's framework-free layers only; the app starts it with a
  // dynamic import.
  simulator: {
    mayImport: ['domain', 'lib'],
    importedBy: ['src/app/simulatorStart.tsx'],
  },
};

/** Where every folder lies. A code file under none of these roots is an error: add its place. */
export const PLACES: Place[] = [
  { root: 'src/app', depth: 0, layer: 'app' },
  { root: 'src/features', depth: 1, layer: 'features' },
  { root: 'src/components', depth: 1, layer: 'components' },
  { root: 'src/core', depth: 1, layer: 'core' },
  { root: 'src/api', depth: 0, layer: 'api' },
  { root: 'src/domain', depth: 1, layer: 'domain' },
  { root: 'src/lib', depth: 1, layer: 'lib' },
  { root: 'simulator/src', depth: 1, layer: 'simulator' },
];

/**
 * Cycles tolerated for now, each as the exact set of its folders: reported only when the set
 * changes (a folder joins, or the cycle is gone: then take it off this list). None today: the
 * last, the simulator's folders reaching each other, was broken (the seed above the database,
 * the seeding handed in from browser.ts). Break a new cycle rather than list it.
 */
export const KNOWN_CYCLES: string[][] = [];

/** Test code, which may reach anywhere (the same files as eslint.config.js's TEST_FILES). */
export const TEST_FILE =
  /(\.test\.tsx?$|\/__tests__\/|^simulator\/tests\/|^simulator\/src\/testing\/helpers\.ts$)/;
