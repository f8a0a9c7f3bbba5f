/**
 * The part of a URL the request signature covers: from `/v1` on, no query, no hash. Apart from
 * signing.ts so code that only reads paths (the error reporter) does not load the hash library.
 */
export function signedPath(url: string): string {
  const pathname = new URL(url, 'http://placeholder.invalid').pathname;
  const at = pathname.indexOf('/v1/');
  return at >= 0 ? pathname.slice(at) : pathname;
}
