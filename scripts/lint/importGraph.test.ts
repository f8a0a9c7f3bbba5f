import { describe, expect, it } from 'vitest';
import {
  check,
  collapse,
  findCycles,
  folderOf,
  LAYERS,
  PLACES,
  SIDE_AREAS,
  resolveImport,
  runtimeImports,
  type FileImport,
  type Rules,
} from './importGraph';

const edge = (from: string, to: string): FileImport => ({ from, to });
const rules = (extra: Partial<Rules> = {}): Rules => ({
  layers: LAYERS,
  places: PLACES,
  sideAreas: SIDE_AREAS,
  knownCycles: [],
  ...extra,
});
const filesOf = (imports: FileImport[]) => [...new Set(imports.flatMap((e) => [e.from, e.to]))];
const run = (imports: FileImport[], extra?: Partial<Rules>) =>
  check(filesOf(imports), imports, rules(extra));

describe('folderOf', () => {
  it('names a folder by the table: sub-folders of depth-1 roots, the root itself otherwise', () => {
    expect(folderOf('src/features/orders/detail/ChatPage.tsx')).toEqual({
      name: 'src/features/orders',
      layer: 'features',
    });
    expect(folderOf('src/api/contract-orders.ts')).toEqual({ name: 'src/api', layer: 'api' });
    expect(folderOf('src/app/layout/AppShell.tsx')).toEqual({ name: 'src/app', layer: 'app' });
    // A file lying in a depth-1 root belongs to the root.
    expect(folderOf('src/lib/csv.ts')).toEqual({ name: 'src/lib', layer: 'lib' });
    expect(folderOf('src/library/x.ts')).toBeNull();
  });

  it('takes new places from the table (a domain layer, a top-level simulator)', () => {
    const places = [
      { root: 'src/domain', depth: 1 as const, layer: 'domain' },
      { root: 'simulator', depth: 1 as const, layer: 'simulator' },
    ];
    expect(folderOf('src/domain/orders/contract.ts', places)?.name).toBe('src/domain/orders');
    expect(folderOf('simulator/seed/index.ts', places)).toEqual({
      name: 'simulator/seed',
      layer: 'simulator',
    });
  });
});

describe('findCycles', () => {
  it('finds none in a graph that only points down', () => {
    const graph = collapse([
      edge('src/features/a/x.ts', 'src/features/b/api.ts'),
      edge('src/features/b/api.ts', 'src/lib/c/y.ts'),
      edge('src/features/a/x.ts', 'src/lib/c/y.ts'),
    ]);
    expect(findCycles(graph)).toEqual([]);
  });

  it('ignores imports inside one folder', () => {
    const graph = collapse([
      edge('src/features/a/x.ts', 'src/features/a/y.ts'),
      edge('src/features/a/y.ts', 'src/features/a/x.ts'),
    ]);
    expect(findCycles(graph)).toEqual([]);
  });

  it('finds two folders importing each other, through any of their files', () => {
    const graph = collapse([
      edge('src/features/orders/lines/Picker.tsx', 'src/features/products/api.ts'),
      edge('src/features/products/RestockButton.tsx', 'src/features/orders/paths.ts'),
    ]);
    expect(findCycles(graph)).toEqual([
      {
        folders: ['src/features/orders', 'src/features/products'],
        cycles: [['src/features/orders', 'src/features/products', 'src/features/orders']],
      },
    ]);
  });

  it('gives one component per tangle, with the shortest cycle through each of its folders', () => {
    // a ⇄ b, and c → a → b → c: one component {a, b, c}.
    const graph = collapse([
      edge('src/lib/a/1.ts', 'src/lib/b/1.ts'),
      edge('src/lib/b/1.ts', 'src/lib/a/1.ts'),
      edge('src/lib/b/2.ts', 'src/lib/c/1.ts'),
      edge('src/lib/c/1.ts', 'src/lib/a/2.ts'),
      edge('src/lib/d/1.ts', 'src/lib/a/1.ts'), // d only points in
    ]);
    const [component, ...others] = findCycles(graph);
    expect(others).toEqual([]);
    expect(component.folders).toEqual(['src/lib/a', 'src/lib/b', 'src/lib/c']);
    expect(component.cycles).toEqual([
      ['src/lib/a', 'src/lib/b', 'src/lib/a'],
      ['src/lib/a', 'src/lib/b', 'src/lib/c', 'src/lib/a'],
    ]);
  });

  it('keeps apart two separate cycles', () => {
    const graph = collapse([
      edge('src/lib/a/1.ts', 'src/lib/b/1.ts'),
      edge('src/lib/b/1.ts', 'src/lib/a/1.ts'),
      edge('src/core/x/1.ts', 'src/core/y/1.ts'),
      edge('src/core/y/1.ts', 'src/core/x/1.ts'),
      edge('src/core/x/1.ts', 'src/lib/a/1.ts'),
    ]);
    expect(findCycles(graph).map((c) => c.folders)).toEqual([
      ['src/core/x', 'src/core/y'],
      ['src/lib/a', 'src/lib/b'],
    ]);
  });
});

describe('check', () => {
  it('passes imports that point down the layers, or across folders of one layer', () => {
    expect(
      run([
        edge('src/app/routes.tsx', 'src/features/orders/routes.tsx'),
        edge('src/features/orders/api.ts', 'src/features/products/api.ts'),
        edge('src/features/orders/api.ts', 'src/components/form/Field.tsx'),
        edge('src/components/form/Field.tsx', 'src/core/session/hooks.ts'),
        edge('src/core/session/hooks.ts', 'src/api/http.ts'),
        edge('src/api/http.ts', 'src/lib/signing.ts'),
      ]),
    ).toEqual([]);
  });

  it('names an import running up the layers', () => {
    expect(
      run([
        edge('src/components/page/List.tsx', 'src/features/orders/paths.ts'),
        edge('src/lib/csv.ts', 'src/api/http.ts'),
      ]),
    ).toEqual([
      'src/components/page/List.tsx imports src/features/orders/paths.ts: components is below features (app → features → components → core → api → domain → lib)',
      'src/lib/csv.ts imports src/api/http.ts: lib is below api (app → features → components → core → api → domain → lib)',
    ]);
  });

  it('lets the simulator import only domain and lib, and only its starter import it', () => {
    expect(
      run([
        edge('simulator/src/handlers/orders.ts', 'src/domain/orders/contract.ts'),
        edge('simulator/src/handlers/orders.ts', 'src/lib/storage.ts'),
        edge('simulator/src/handlers/orders.ts', 'simulator/src/db/store.ts'),
        edge('src/app/simulatorStart.tsx', 'simulator/src/browser.ts'),
      ]),
    ).toEqual([]);
    expect(
      run([
        edge('simulator/src/handlers/orders.ts', 'src/api/http.ts'),
        edge('src/features/orders/api.ts', 'simulator/src/db/store.ts'),
      ]),
    ).toEqual([
      'simulator/src/handlers/orders.ts imports src/api/http.ts: simulator may import only domain, lib',
      'src/features/orders/api.ts imports simulator/src/db/store.ts: only src/app/simulatorStart.tsx may import simulator',
    ]);
  });

  it('names each cycle with the file import behind each step', () => {
    expect(
      run([
        edge('src/features/orders/Chat.tsx', 'src/features/support/api.ts'),
        edge('src/features/support/Thread.tsx', 'src/features/orders/paths.ts'),
      ]),
    ).toEqual([
      'Import cycle between folders: src/features/orders → src/features/support → src/features/orders',
      '  src/features/orders → src/features/support: src/features/orders/Chat.tsx imports src/features/support/api.ts',
      '  src/features/support → src/features/orders: src/features/support/Thread.tsx imports src/features/orders/paths.ts',
    ]);
  });

  it('lets a known cycle be while it stays as it is, and says when it has changed', () => {
    const tangle = [
      edge('src/lib/fields/a.ts', 'src/lib/validation/b.ts'),
      edge('src/lib/validation/b.ts', 'src/lib/fields/c.ts'),
    ];
    const knownCycles = [['src/lib/validation', 'src/lib/fields']];
    expect(run(tangle, { knownCycles })).toEqual([]);
    // Another folder joins it: a new cycle.
    const grown = run(
      [
        ...tangle,
        edge('src/lib/fields/a.ts', 'src/lib/x/d.ts'),
        edge('src/lib/x/d.ts', 'src/lib/fields/a.ts'),
      ],
      {
        knownCycles,
      },
    );
    expect(grown[0]).toMatch(
      /^Known cycle src\/lib\/validation, src\/lib\/fields is no longer one/,
    );
    expect(grown).toContain(
      'Import cycle between folders: src/lib/fields → src/lib/x → src/lib/fields',
    );
    // Gone: the list must shrink.
    expect(run([tangle[0]], { knownCycles })).toEqual([
      'Known cycle src/lib/validation, src/lib/fields is no longer one (gone, or other folders joined it): update KNOWN_CYCLES',
    ]);
  });

  it('takes a domain layer and a top-level simulator as rows of the table', () => {
    const future = rules({
      layers: ['app', 'features', 'components', 'core', 'api', 'domain', 'lib'],
      places: [
        ...PLACES.filter((p) => p.layer !== 'mocks'),
        { root: 'src/domain', depth: 1, layer: 'domain' },
        { root: 'simulator', depth: 1, layer: 'simulator' },
      ],
      sideAreas: {
        simulator: { mayImport: ['domain', 'lib'], importedBy: ['src/app/simulatorStart.tsx'] },
      },
    });
    const imports = [
      edge('src/api/http.ts', 'src/domain/orders/contract.ts'),
      edge('src/domain/orders/contract.ts', 'src/lib/money.ts'),
      edge('simulator/handlers/orders.ts', 'src/domain/orders/contract.ts'),
      edge('src/domain/billing/rules.ts', 'src/api/http.ts'),
      edge('simulator/handlers/orders.ts', 'src/api/http.ts'),
    ];
    expect(check(filesOf(imports), imports, future)).toEqual([
      'src/domain/billing/rules.ts imports src/api/http.ts: domain is below api (app → features → components → core → api → domain → lib)',
      'simulator/handlers/orders.ts imports src/api/http.ts: simulator may import only domain, lib',
    ]);
  });

  it('wants every code file in a place of the table', () => {
    expect(check(['src/styles/theme.ts'], [], rules())).toEqual([
      'src/styles/theme.ts: in no folder of the table (PLACES in scripts/lint/importGraph.ts)',
    ]);
  });
});

describe('runtimeImports', () => {
  it('keeps imports, re-exports and dynamic imports; leaves out what only carries types', () => {
    const source = [
      "import { a } from './a';",
      "import b, { type B } from './b';",
      "import type { C } from './c';",
      "import { type D, type D2 } from './d';",
      "import * as e from './e';",
      "import './f.css';",
      "export { g } from './g';",
      "export type { H } from './h';",
      "export { type I } from './i';",
      "export * from './j';",
      "type K = typeof import('./k');",
      "const l = () => import('./l');",
    ].join('\n');
    expect(runtimeImports(source)).toEqual(['./a', './b', './e', './f.css', './g', './j', './l']);
  });
});

describe('resolveImport', () => {
  const files = new Set([
    'src/features/orders/api.ts',
    'src/features/orders/Page.tsx',
    'src/lib/fields/index.ts',
  ]);
  const exists = (file: string) => files.has(file);

  it('resolves the @/ alias and relative paths to code files', () => {
    expect(resolveImport('@/features/orders/api', 'src/app/x.ts', exists)).toBe(
      'src/features/orders/api.ts',
    );
    expect(resolveImport('./Page', 'src/features/orders/api.ts', exists)).toBe(
      'src/features/orders/Page.tsx',
    );
    expect(resolveImport('../../lib/fields', 'src/features/orders/api.ts', exists)).toBe(
      'src/lib/fields/index.ts',
    );
    expect(resolveImport('./api.ts', 'src/features/orders/Page.tsx', exists)).toBe(
      'src/features/orders/api.ts',
    );
  });

  it('leaves out packages and files that are not code', () => {
    expect(resolveImport('react', 'src/app/x.ts', exists)).toBeNull();
    expect(resolveImport('./orders.css', 'src/features/orders/Page.tsx', exists)).toBeNull();
  });
});
