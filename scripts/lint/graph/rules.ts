/** The import graph's rules, on a graph of files: layers, side areas and cycles between folders. */
import { KNOWN_CYCLES, LAYERS, PLACES, SIDE_AREAS, type Place } from './table';

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
