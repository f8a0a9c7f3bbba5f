import { facetIndex, idsOfFacetValue, valuesReader, type IndexedHit } from './hitFacts';

/**
 * Algolia's filter languages, enough of them for the portal: `filters` expressions
 * (`NOT type:bundle`, `type:bundle AND (category.name:"Coffee & Tea" OR is_low_stock:true)`,
 * `stock < 10`, `stock:0 TO 10`), `facetFilters` (strings or arrays: inner arrays OR, outer AND,
 * a leading '-' negates) and `numericFilters` (same nesting, comparisons). String comparisons are
 * case-insensitive like Algolia's; a malformed expression throws FilterSyntaxError (HTTP 400).
 */
export type Predicate = (record: IndexedHit) => boolean;

export class FilterSyntaxError extends Error {}

/**
 * `attribute:value`, case-insensitively. A facet's values are compared by id (hitFacts.ts);
 * another attribute's are read and lower-cased record by record.
 */
const equalsFacet = (attribute: string, value: string): Predicate => {
  const wanted = value.toLowerCase();
  const facet = facetIndex(attribute);
  if (facet >= 0) {
    const ids = idsOfFacetValue(facet, wanted);
    return (record) => ids.some((id) => record.facetIds.includes(id));
  }
  const read = valuesReader(attribute);
  return (record) => read(record.hit).some((v) => String(v).toLowerCase() === wanted);
};

const COMPARATORS: Record<string, (a: number, b: number) => boolean> = {
  '<': (a, b) => a < b,
  '<=': (a, b) => a <= b,
  '=': (a, b) => a === b,
  '!=': (a, b) => a !== b,
  '>=': (a, b) => a >= b,
  '>': (a, b) => a > b,
};

const numeric = (attribute: string, test: (n: number) => boolean): Predicate => {
  const read = valuesReader(attribute);
  return (record) => read(record.hit).some((v) => typeof v === 'number' && test(v));
};

interface Token {
  kind: '(' | ')' | 'word' | 'string' | 'op';
  text: string;
}

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const c = source[i]!;
    if (/\s/.test(c)) i += 1;
    else if (c === '(' || c === ')') {
      tokens.push({ kind: c, text: c });
      i += 1;
    } else if (c === '"' || c === "'") {
      let text = '';
      i += 1;
      while (i < source.length && source[i] !== c) {
        if (source[i] === '\\' && i + 1 < source.length) i += 1;
        text += source[i];
        i += 1;
      }
      if (i >= source.length) throw new FilterSyntaxError(`Unterminated string at ${text}`);
      i += 1;
      tokens.push({ kind: 'string', text });
    } else if (/[:<>=!]/.test(c)) {
      const two = source.slice(i, i + 2);
      const op = ['<=', '>=', '!='].includes(two) ? two : c;
      if (op === '!') throw new FilterSyntaxError("Unexpected token '!'");
      tokens.push({ kind: 'op', text: op });
      i += op.length;
    } else {
      let text = '';
      while (i < source.length && !/[\s()"':<>=!]/.test(source[i]!)) text += source[i++];
      tokens.push({ kind: 'word', text });
    }
  }
  return tokens;
}

/** Parses a `filters` expression (or one numericFilters entry) into a predicate. */
export function parseFilters(source: string): Predicate {
  const tokens = tokenize(source);
  let at = 0;
  const peek = () => tokens[at];
  const isWord = (text: string) => peek()?.kind === 'word' && peek()?.text === text;
  const fail = (): never => {
    const token = peek();
    throw new FilterSyntaxError(
      token ? `Unexpected token ${token.text} at position ${at}` : 'Unexpected end of filters',
    );
  };
  const value = (): string => {
    const token = peek();
    if (token?.kind !== 'word' && token?.kind !== 'string') return fail();
    at += 1;
    return token.text;
  };
  const number = (): number => {
    const n = Number(value());
    return Number.isFinite(n) ? n : fail();
  };

  const term = (): Predicate => {
    const attribute = value();
    const op = peek();
    if (op?.kind !== 'op') return fail();
    at += 1;
    if (op.text !== ':') {
      const compare = COMPARATORS[op.text]!;
      const limit = number();
      return numeric(attribute, (n) => compare(n, limit));
    }
    const first = value();
    if (isWord('TO')) {
      at += 1;
      const low = Number(first);
      const high = number();
      if (!Number.isFinite(low)) return fail();
      return numeric(attribute, (n) => n >= low && n <= high);
    }
    return equalsFacet(attribute, first);
  };
  const unary = (): Predicate => {
    if (isWord('NOT')) {
      at += 1;
      const inner = unary();
      return (record) => !inner(record);
    }
    if (peek()?.kind === '(') {
      at += 1;
      const inner = or();
      if (peek()?.kind !== ')') return fail();
      at += 1;
      return inner;
    }
    return term();
  };
  const and = (): Predicate => {
    let left = unary();
    while (isWord('AND')) {
      at += 1;
      const [a, b] = [left, unary()];
      left = (record) => a(record) && b(record);
    }
    return left;
  };
  const or = (): Predicate => {
    let left = and();
    while (isWord('OR')) {
      at += 1;
      const [a, b] = [left, and()];
      left = (record) => a(record) || b(record);
    }
    return left;
  };

  if (tokens.length === 0) return () => true;
  const predicate = or();
  if (at < tokens.length) fail();
  return predicate;
}

/** `facetFilters` / `numericFilters`: a string, a JSON string, or nested arrays of strings. */
function nested(raw: unknown): (string | string[])[] {
  if (raw === undefined || raw === null || raw === '') return [];
  if (typeof raw === 'string') {
    if (raw.trim().startsWith('[')) {
      try {
        return nested(JSON.parse(raw));
      } catch {
        throw new FilterSyntaxError('Invalid JSON in filters');
      }
    }
    return [raw];
  }
  if (!Array.isArray(raw)) throw new FilterSyntaxError('Filters must be a string or an array');
  return raw.map((entry) => {
    if (typeof entry === 'string') return entry;
    if (Array.isArray(entry) && entry.every((e) => typeof e === 'string')) return entry as string[];
    throw new FilterSyntaxError('Filters must hold strings or arrays of strings');
  });
}

const allOf =
  (groups: Predicate[]): Predicate =>
  (record) =>
    groups.every((p) => p(record));
const anyOf =
  (options: Predicate[]): Predicate =>
  (record) =>
    options.some((p) => p(record));

function facetFilter(entry: string): Predicate {
  const negated = entry.startsWith('-');
  const text = negated ? entry.slice(1) : entry;
  const colon = text.indexOf(':');
  if (colon <= 0) throw new FilterSyntaxError(`Invalid facet filter ${entry}`);
  // InstantSearch sends raw values; a quoted one (`"Coffee & Tea"`) is unquoted first.
  const value = text.slice(colon + 1).replace(/^"(.*)"$/, '$1');
  const match = equalsFacet(text.slice(0, colon), value);
  return negated ? (record) => !match(record) : match;
}

export function parseFacetFilters(raw: unknown): Predicate {
  return allOf(
    nested(raw).map((entry) =>
      Array.isArray(entry) ? anyOf(entry.map(facetFilter)) : facetFilter(entry),
    ),
  );
}

export function parseNumericFilters(raw: unknown): Predicate {
  return allOf(
    nested(raw).map((entry) =>
      Array.isArray(entry) ? anyOf(entry.map(parseFilters)) : parseFilters(entry),
    ),
  );
}
