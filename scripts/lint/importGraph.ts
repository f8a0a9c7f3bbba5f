/**
 * The import graph of the portal's code, collapsed to folders: fails on any cycle between
 * folders and on any import running up the layers (docs/architecture.md). ESLint's rules see one
 * import at a time; a cycle (features/a → features/b → features/a) only shows in the whole graph.
 *
 *   npx tsx scripts/lint/importGraph.ts      (part of npm run lint)
 *
 * Counted: static imports and re-exports, and dynamic import() (a lazy chunk is still a
 * dependency). Not counted: `import type`, `export type`, imports whose every name is a type,
 * `typeof import(…)`, packages, and test code (TEST_FILE).
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { readGraph } from './graph/reading';
import { check } from './graph/rules';
import { KNOWN_CYCLES, PLACES } from './graph/table';

export * from './graph/reading';
export * from './graph/rules';
export * from './graph/table';

function main() {
  const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  // The scanned roots: src/ and any top-level root of the table (simulator/, when it comes).
  const roots = [...new Set(['src', ...PLACES.map((p) => p.root.split('/')[0])])];
  const { files, imports } = readGraph(repo, roots);
  const problems = check(files, imports);
  if (problems.length === 0) {
    console.log(
      `importGraph: ${files.length} files, no new cycle between folders (${KNOWN_CYCLES.length} known, KNOWN_CYCLES), no import up the layers.`,
    );
    return;
  }
  console.error(problems.join('\n'));
  console.error(`\nimportGraph: ${problems.filter((p) => !p.startsWith('  ')).length} problem(s).`);
  process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href)
  main();
