import { sha256Hex } from '../lib/hash';

/**
 * What a request asks for, as one digest: its method, its path (with the query string) and its
 * body. Two requests with the same fingerprint are the same request sent twice; any change of
 * method, path or body gives another fingerprint. The host is left out (a proxy may rewrite it),
 * and so are the headers (the signature and timestamp change on every retry).
 *
 * A multipart body is read as its fields in order: each text field's value, and each file's
 * name, type and size (the bytes themselves are not read: a retry sends the same files).
 */
export async function requestFingerprint(request: Request): Promise<string> {
  const url = new URL(request.url);
  const body = await bodyDescription(request.clone());
  return sha256Hex(JSON.stringify([request.method.toUpperCase(), url.pathname + url.search, body]));
}

type FieldDescription = [name: string, value: string] | [name: string, file: string, number];

async function bodyDescription(request: Request): Promise<string | FieldDescription[]> {
  const type = request.headers.get('content-type') ?? '';
  if (type.toLowerCase().startsWith('multipart/form-data')) {
    try {
      const form = await request.clone().formData();
      return [...form.entries()].map(([name, value]): FieldDescription =>
        typeof value === 'string'
          ? [name, value]
          : [name, `${value.name}|${value.type}`, value.size],
      );
    } catch {
      // A malformed multipart body is compared as the text it is.
    }
  }
  return request.text();
}
