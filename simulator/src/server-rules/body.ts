/**
 * Reading request bodies and query strings the way Rails' params would: a malformed or missing
 * JSON body is an empty hash, not a crash.
 */
export type JsonBody = Record<string, unknown>;

export async function readJson(request: Request): Promise<JsonBody> {
  try {
    const text = await request.clone().text();
    if (!text) return {};
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** The value as a trimmed string, or '' when it is not a non-blank string. */
export const str = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The value untouched when it is a string, else '' (passwords: spaces count). */
export const rawText = (value: unknown): string => (typeof value === 'string' ? value : '');

/** field → ['is required'] for every blank field, or null when all are present. */
export function requireFields(
  body: Record<string, unknown>,
  fields: string[],
): Record<string, string[]> | null {
  const missing = fields.filter((f) => str(body[f]) === '');
  return missing.length ? Object.fromEntries(missing.map((f) => [f, ['is required']])) : null;
}

export interface PageParams {
  page: number;
  perPage: number;
}

/** `page` (1-based, default 1) and `per_page` (default 20, at most 100) from the query string. */
export function pageParams(url: URL, defaultPerPage = 20): PageParams {
  const int = (name: string, fallback: number) => {
    const n = Number.parseInt(url.searchParams.get(name) ?? '', 10);
    return Number.isFinite(n) && n > 0 ? n : fallback;
  };
  return { page: int('page', 1), perPage: Math.min(int('per_page', defaultPerPage), 100) };
}

export function paginate<T>(rows: T[], { page, perPage }: PageParams) {
  const total = rows.length;
  return {
    data: rows.slice((page - 1) * perPage, page * perPage),
    meta: { page, per_page: perPage, total, total_pages: Math.max(1, Math.ceil(total / perPage)) },
  };
}

/** One page of the rows, as `page` and `per_page` in the URL ask. */
export const pageOf = <T>(rows: T[], url: URL) => paginate(rows, pageParams(url));
