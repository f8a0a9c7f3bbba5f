/** Reading the code into a graph of files: each module's run-time imports, resolved to files. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { FileImport } from './rules';
import { TEST_FILE } from './table';

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
