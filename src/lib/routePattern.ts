/**
 * Maps a concrete path to the route pattern it belongs to: access is checked against the
 * pattern's rule, not the concrete path. Patterns use `:name` for dynamic segments and `*` for a
 * splat.
 * Static segments beat dynamic ones, so /space/products/new wins over /space/products/:id.
 */
function split(path: string): string[] {
  return path.split('?')[0].split('/').filter(Boolean);
}

export function matchesPattern(pattern: string, pathname: string): boolean {
  const p = split(pattern);
  const s = split(pathname);
  for (let i = 0; i < p.length; i += 1) {
    if (p[i] === '*') return true;
    if (i >= s.length) return false;
    if (p[i].startsWith(':')) continue;
    if (p[i] !== s[i]) return false;
  }
  return p.length === s.length;
}

/** Higher is more specific: static segments score 2, dynamic 1, splat 0. */
function specificity(pattern: string): number[] {
  return split(pattern).map((seg) => (seg === '*' ? 0 : seg.startsWith(':') ? 1 : 2));
}

function compareSpecificity(a: string, b: string): number {
  const sa = specificity(a);
  const sb = specificity(b);
  for (let i = 0; i < Math.max(sa.length, sb.length); i += 1) {
    const d = (sb[i] ?? -1) - (sa[i] ?? -1);
    if (d !== 0) return d;
  }
  return 0;
}

export function findPattern(patterns: readonly string[], pathname: string): string | undefined {
  return patterns.filter((p) => matchesPattern(p, pathname)).sort(compareSpecificity)[0];
}
