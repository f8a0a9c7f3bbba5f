import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * Preload lists without what is already loaded. For each lazy import Vite writes the list of
 * chunks to fetch in parallel with it, and every list of the route table sits in the entry
 * chunk, which every visitor downloads: about 90 lazy pages × their dependencies. A chunk the
 * importing chunk itself statically imports (React, antd's core, the router…) is always loaded
 * by the time that chunk runs, so listing it again fetches nothing and only adds bytes. This
 * keeps the other dependencies, so nothing that used to load in parallel loads later.
 *
 * `plugin` records the bundle's import graph before Vite writes the lists; `resolveDependencies`
 * is `build.modulePreload.resolveDependencies`.
 */
export function preloadFilter() {
  let bundle: OutputBundle | undefined;
  const closures = new Map<string, Set<string>>();

  /** Every chunk `file` statically imports, directly or through others. */
  const staticClosure = (file: string): Set<string> => {
    const known = closures.get(file);
    if (known) return known;
    const seen = new Set<string>();
    const visit = (name: string) => {
      const chunk = bundle?.[name];
      if (!chunk || chunk.type !== 'chunk') return;
      for (const dep of chunk.imports)
        if (!seen.has(dep)) {
          seen.add(dep);
          visit(dep);
        }
    };
    visit(file);
    closures.set(file, seen);
    return seen;
  };

  const plugin: Plugin = {
    name: 'preload-filter',
    enforce: 'pre',
    apply: 'build',
    generateBundle(_options, output) {
      bundle = output;
      closures.clear();
    },
  };

  const resolveDependencies = (
    _file: string,
    deps: string[],
    context: { hostId: string; hostType: 'html' | 'js' },
  ): string[] => {
    if (context.hostType !== 'js' || !bundle) return deps;
    const loaded = staticClosure(context.hostId);
    return deps.filter((dep) => !loaded.has(dep));
  };

  return { plugin, resolveDependencies };
}
