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
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

// ---- The table: extend it here ---------------------------------------------------------------

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
 * Cycles there already, each as the exact set of its folders: reported only when the set
 * changes (a folder joins, or the cycle is gone: then take it off this list). Break them, don't
 * add to them.
 */
export const KNOWN_CYCLES: string[][] = [
  // The simulator's folders all reach each other (its handlers, store, seed and rules).
  [
    'simulator/src/billing',
    'simulator/src/catalogue',
    'simulator/src/db',
    'simulator/src/handlers',
    'simulator/src/orders',
    'simulator/src/reports',
    'simulator/src/seed',
    'simulator/src/server-rules',
    'simulator/src/settings',
    'simulator/src/support',
  ],
];

/** Test code, which may reach anywhere (the same files as eslint.config.js's TEST_FILES). */
export const TEST_FILE =
  /(\.test\.tsx?$|\/__tests__\/|^simulator\/tests\/|^simulator\/src\/testing\/helpers\.ts$)/;

// ---- The rules, on a graph of files ------------------------------------------------------------

export interface FileImport {
  from: string;
  to: string;
}

export interface Rules {
  layers: readonly string[];
  places: readonly Place[];
  sideAreas: Readonly<Record<string, { mayImport: string[]; importedBy: string[] }>>;
  knownCycles: readonly (readonly string[])[];
}

const DEFAULT_RULES: Rules = {
  layers: LAYERS,
  places: PLACES,
  sideAreas: SIDE_AREAS,
  knownCycles: KNOWN_CYCLES,
};

export interface Folder {
  name: string;
  layer: string;
}

/** The folder a file (relative to the repository, with '/') belongs to; null: under no root. */
export function folderOf(file: string, places: readonly Place[] = PLACES): Folder | null {
  for (const place of places) {
    if (!file.startsWith(`${place.root}/`)) continue;
    const rest = file.slice(place.root.length + 1).split('/');
    const name = place.depth === 1 && rest.length > 1 ? `${place.root}/${rest[0]}` : place.root;
    return { name, layer: place.layer };
  }
  return null;
}

const patternRegex = (pattern: string) =>
  new RegExp(`^${pattern.split('*').map(escapeRegex).join('[^/]*')}$`);
const escapeRegex = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** Why `from` may not import `to`, or null when it may. */
export function layerProblem(
  from: { file: string; folder: Folder },
  to: { file: string; folder: Folder },
  rules: Rules = DEFAULT_RULES,
): string | null {
  if (from.folder.name === to.folder.name) return null;
  const side = rules.sideAreas[from.folder.layer];
  if (side) {
    if (to.folder.layer === from.folder.layer) return null;
    const allowed = side.mayImport.some((entry) =>
      entry.includes('/') ? patternRegex(entry).test(to.file) : entry === to.folder.layer,
    );
    return allowed ? null : `${from.folder.layer} may import only ${side.mayImport.join(', ')}`;
  }
  const targetSide = rules.sideAreas[to.folder.layer];
  if (targetSide) {
    return targetSide.importedBy.some((pattern) => patternRegex(pattern).test(from.file))
      ? null
      : `only ${targetSide.importedBy.join(', ')} may import ${to.folder.layer}`;
  }
  const fromRank = rules.layers.indexOf(from.folder.layer);
  const toRank = rules.layers.indexOf(to.folder.layer);
  if (fromRank < 0 || toRank < 0)
    return `layer ${fromRank < 0 ? from.folder.layer : to.folder.layer} is in no table`;
  return toRank < fromRank
    ? `${from.folder.layer} is below ${to.folder.layer} (${rules.layers.join(' → ')})`
    : null;
}

/** Folder → folder, each edge with the first file import that makes it (to name in a report). */
export type FolderGraph = Map<string, Map<string, FileImport>>;

export function collapse(imports: readonly FileImport[], places: readonly Place[] = PLACES) {
  const graph: FolderGraph = new Map();
  for (const edge of imports) {
    const from = folderOf(edge.from, places)?.name;
    const to = folderOf(edge.to, places)?.name;
    if (!from || !to) continue;
    if (!graph.has(from)) graph.set(from, new Map());
    if (!graph.has(to)) graph.set(to, new Map());
    if (from === to) continue;
    const out = graph.get(from)!;
    if (!out.has(to)) out.set(to, edge);
  }
  return graph;
}

/**
 * The cycles of a folder graph: each strongly connected component of two or more folders
 * (Tarjan), with a shortest cycle through each of its folders (closed: [a, b, a], starting at
 * its first folder by name, no cycle twice). Deterministic: folders and edges go in name order.
 */
export function findCycles(graph: FolderGraph): { folders: string[]; cycles: string[][] }[] {
  const names = [...graph.keys()].sort();
  const next = (n: string) => [...(graph.get(n)?.keys() ?? [])].sort();
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let counter = 0;

  // Iterative, so a long chain of folders cannot overflow the call stack.
  for (const start of names) {
    if (index.has(start)) continue;
    const work: { node: string; edges: string[]; at: number }[] = [];
    const enter = (node: string) => {
      index.set(node, counter);
      low.set(node, counter);
      counter += 1;
      stack.push(node);
      onStack.add(node);
      work.push({ node, edges: next(node), at: 0 });
    };
    enter(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      if (frame.at < frame.edges.length) {
        const target = frame.edges[frame.at];
        frame.at += 1;
        if (!index.has(target)) enter(target);
        else if (onStack.has(target))
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        if (component.length > 1) components.push(component.sort());
      }
    }
  }

  return components
    .map((folders) => {
      const members = new Set(folders);
      const cycles = new Map<string, string[]>();
      for (const folder of folders) {
        const cycle = rotateToFirst(shortestCycle(folder, members, next));
        cycles.set(cycle.join(' '), cycle);
      }
      return { folders, cycles: [...cycles.values()].sort((a, b) => a.length - b.length) };
    })
    .sort((a, b) => a.folders[0].localeCompare(b.folders[0]));
}

/** [b, c, a, b] → [a, b, c, a]: the same cycle, from its first folder by name. */
function rotateToFirst(cycle: string[]) {
  const open = cycle.slice(0, -1);
  const first = open.indexOf([...open].sort()[0]);
  const rotated = [...open.slice(first), ...open.slice(0, first)];
  return [...rotated, rotated[0]];
}

/** The shortest way from `start` back to itself inside `members` (breadth first). */
function shortestCycle(start: string, members: Set<string>, next: (n: string) => string[]) {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const target of next(node)) {
      if (!members.has(target)) continue;
      if (target === start) {
        const way = [node];
        while (way[0] !== start) way.unshift(cameFrom.get(way[0])!);
        return [...way, start];
      }
      if (cameFrom.has(target) || target === start) continue;
      cameFrom.set(target, node);
      queue.push(target);
    }
  }
  return [start, start]; // unreachable for a strongly connected component
}

/** Every problem of a graph of file imports, as lines to print; empty: all is well. */
export function check(
  files: readonly string[],
  imports: readonly FileImport[],
  rules = DEFAULT_RULES,
) {
  const problems: string[] = [];
  for (const file of files) {
    if (!folderOf(file, rules.places))
      problems.push(`${file}: in no folder of the table (PLACES in scripts/lint/importGraph.ts)`);
  }
  for (const edge of imports) {
    const from = folderOf(edge.from, rules.places);
    const to = folderOf(edge.to, rules.places);
    if (!from || !to) continue;
    const why = layerProblem(
      { file: edge.from, folder: from },
      { file: edge.to, folder: to },
      rules,
    );
    if (why) problems.push(`${edge.from} imports ${edge.to}: ${why}`);
  }
  const graph = collapse(imports, rules.places);
  const sameSet = (a: readonly string[], b: readonly string[]) =>
    a.length === b.length && a.every((folder) => b.includes(folder));
  const cycles = findCycles(graph);
  for (const known of rules.knownCycles) {
    if (!cycles.some(({ folders }) => sameSet(folders, known)))
      problems.push(
        `Known cycle ${known.join(', ')} is no longer one (gone, or other folders joined it): update KNOWN_CYCLES`,
      );
  }
  for (const { folders, cycles: found } of cycles) {
    if (rules.knownCycles.some((known) => sameSet(folders, known))) continue;
    for (const cycle of found) {
      problems.push(`Import cycle between folders: ${cycle.join(' → ')}`);
      for (let i = 0; i + 1 < cycle.length; i += 1) {
        const edge = graph.get(cycle[i])!.get(cycle[i + 1])!;
        problems.push(`  ${cycle[i]} → ${cycle[i + 1]}: ${edge.from} imports ${edge.to}`);
      }
    }
  }
  return problems;
}

// ---- Reading the code -----------------------------------------------------------------------

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];
const CODE = /\.tsx?$/;

/** The specifiers a module imports at run time (type-only imports and exports left out). */
export function runtimeImports(source: string, fileName = 'module.tsx'): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (!clause.name &&
            clause.namedBindings !== undefined &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((e) => e.isTypeOnly)));
      if (!typeOnly) found.push(node.moduleSpecifier.text);
      return;
    }
    if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const clause = node.exportClause;
      const typeOnly =
        node.isTypeOnly ||
        (clause !== undefined &&
          ts.isNamedExports(clause) &&
          clause.elements.length > 0 &&
          clause.elements.every((e) => e.isTypeOnly));
      if (!typeOnly) found.push(node.moduleSpecifier.text);
      return;
    }
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments.length > 0 &&
      ts.isStringLiteralLike(node.arguments[0])
    )
      found.push(node.arguments[0].text);
    // `typeof import('…')` is an ImportTypeNode, never a call: not visited as one.
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/**
 * The file a specifier points to, relative to the repository; null for a package or a file that
 * is not code (a stylesheet). `@/` is src/, `@simulator/` simulator/src/ (tsconfig.json's paths).
 */
export function resolveImport(
  specifier: string,
  importer: string,
  exists: (file: string) => boolean,
): string | null {
  const bare = specifier.replace(/\?.*$/, '');
  let base: string;
  if (bare.startsWith('@/')) base = `src/${bare.slice(2)}`;
  else if (bare.startsWith('@simulator/')) base = `simulator/src/${bare.slice(11)}`;
  else if (bare.startsWith('.')) base = path.posix.join(path.posix.dirname(importer), bare);
  else return null;
  for (const extension of EXTENSIONS) {
    const candidate = `${base}${extension}`;
    if (CODE.test(candidate) && exists(candidate)) return candidate;
  }
  return null;
}

function codeFiles(repo: string, root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    let entries: string[];
    try {
      entries = readdirSync(path.join(repo, dir));
    } catch {
      return; // a root not there (yet)
    }
    for (const entry of entries.sort()) {
      const rel = `${dir}/${entry}`;
      if (statSync(path.join(repo, rel)).isDirectory()) walk(rel);
      else if (CODE.test(entry) && !entry.endsWith('.d.ts')) out.push(rel);
    }
  };
  walk(root);
  return out;
}

/** The production code under the scanned roots and its imports among itself. */
export function readGraph(repo: string, roots: readonly string[]) {
  const files = roots.flatMap((root) => codeFiles(repo, root)).filter((f) => !TEST_FILE.test(f));
  const known = new Set(files);
  const exists = (file: string) => {
    if (known.has(file)) return true;
    try {
      return statSync(path.join(repo, file)).isFile();
    } catch {
      return false;
    }
  };
  const imports: FileImport[] = [];
  for (const from of files) {
    for (const specifier of runtimeImports(readFileSync(path.join(repo, from), 'utf8'), from)) {
      const to = resolveImport(specifier, from, exists);
      if (to && !TEST_FILE.test(to)) imports.push({ from, to });
    }
  }
  return { files, imports };
}

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
