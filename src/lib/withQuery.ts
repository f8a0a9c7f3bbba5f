/**
 * An address with its query: `withQuery('/orders/outbound', { status: 'pending' })`. Empty,
 * undefined and false values are left out, so optional parameters need no special casing; the
 * values are encoded as URLSearchParams does.
 */
export function withQuery(
  path: string,
  query: Record<string, string | number | boolean | null | undefined>,
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '' || value === false) continue;
    search.set(key, value === true ? '1' : String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
