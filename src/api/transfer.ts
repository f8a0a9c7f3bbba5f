import type { AxiosRequestConfig } from 'axios';
import { requestTimeouts } from './timeouts';
import type { Transport } from './transport';

type FormValue = unknown;

/**
 * Rails-style FormData from a plain record: nested objects become `key[sub]`, arrays `key[]`,
 * files and blobs are appended as they are, null/undefined are left out.
 */
export function toFormData(
  record: Record<string, FormValue>,
  form = new FormData(),
  prefix = '',
): FormData {
  for (const [key, value] of Object.entries(record)) {
    appendValue(form, prefix ? `${prefix}[${key}]` : key, value);
  }
  return form;
}

function appendValue(form: FormData, name: string, value: FormValue): void {
  if (value === undefined || value === null) return;
  if (value instanceof Blob)
    form.append(name, value, value instanceof File ? value.name : undefined);
  else if (Array.isArray(value)) value.forEach((v) => appendValue(form, `${name}[]`, v));
  else if (value instanceof Date) form.append(name, value.toISOString());
  else if (typeof value === 'object') toFormData(value as Record<string, FormValue>, form, name);
  else form.append(name, String(value));
}

/**
 * POST as multipart/form-data. The request interceptor drops our JSON Content-Type for FormData,
 * so the browser writes the header with its boundary.
 */
export async function postMultipart<T = unknown>(
  transport: Transport,
  url: string,
  body: FormData | Record<string, FormValue>,
  config: AxiosRequestConfig = {},
): Promise<T> {
  const form = body instanceof FormData ? body : toFormData(body);
  const response = await (await transport.http()).post<T>(url, form, config);
  return response.data;
}

/**
 * POST that answers with a PDF. `arraybuffer` rather than `blob` works in every environment and
 * lets the error policy decode a JSON error body synchronously. Saves it when a filename is given.
 */
export async function downloadPdf(
  transport: Transport,
  url: string,
  body?: unknown,
  filename?: string,
  config: AxiosRequestConfig = {},
): Promise<Blob> {
  const { blob } = await fetchPdf(transport, url, body, filename, config);
  return blob;
}

/** A PDF and the response's headers (lower-cased names), for answers that report beside the file. */
export interface PdfResponse {
  blob: Blob;
  headers: Readonly<Record<string, string>>;
}

/**
 * downloadPdf for a caller that also reads the response's headers (the bulk print's per-row
 * results in X-Print-Results). Saves it when a filename is given.
 */
export async function fetchPdf(
  transport: Transport,
  url: string,
  body?: unknown,
  filename?: string,
  config: AxiosRequestConfig = {},
): Promise<PdfResponse> {
  const http = await transport.http();
  const response = await http.post<ArrayBuffer>(url, body, {
    ...config,
    responseType: 'arraybuffer',
    headers: { Accept: 'application/pdf', ...config.headers },
  });
  const blob = new Blob([response.data], { type: 'application/pdf' });
  if (filename) saveBlob(blob, filename);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers ?? {}))
    if (typeof value === 'string') headers[name.toLowerCase()] = value;
  return { blob, headers };
}

/** Hands a Blob to the browser as a download (object URL + a clicked, temporary anchor). */
export function saveBlob(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = filename;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  // Revoking in the same tick can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

/** How far an upload is, from 0 to 1. */
export type UploadProgressListener = (fraction: number) => void;

/**
 * POST as multipart/form-data, telling `onProgress` how much of the body has gone (0 to 1), so a
 * page can show a progress bar while large files upload.
 */
export function postMultipartWithProgress<T = unknown>(
  transport: Transport,
  url: string,
  body: FormData | Record<string, FormValue>,
  onProgress: UploadProgressListener,
  config: AxiosRequestConfig = {},
): Promise<T> {
  return postMultipart<T>(transport, url, body, {
    // Files take longer to send than a form: the upload limit of the timeout policy.
    timeout: requestTimeouts().uploadMs,
    ...config,
    onUploadProgress: (event) => {
      const fraction = event.total ? event.loaded / event.total : (event.progress ?? 0);
      onProgress(Math.min(1, Math.max(0, fraction)));
    },
  });
}

/** A data: URL's bytes as a Blob of its type (a file the API answered inline). */
export function dataUrlToBlob(url: string): Blob {
  const match = /^data:([^;,]*)(;base64)?,(.*)$/s.exec(url);
  if (!match) throw new Error('Not a data URL');
  const [, type = '', base64, payload = ''] = match;
  const text = base64 ? atob(payload) : decodeURIComponent(payload);
  const bytes = Uint8Array.from(text, (c) => c.charCodeAt(0));
  return new Blob([bytes], { type: type || 'application/octet-stream' });
}

/**
 * Saves a file the API points to under its own name: a data: URL is decoded here (browsers refuse
 * to open one as a page), an http(s) URL (a storage link) is fetched first.
 */
export async function downloadFile(url: string, filename: string): Promise<void> {
  if (url.startsWith('data:')) return saveBlob(dataUrlToBlob(url), filename);
  if (!/^https?:/i.test(url)) throw new Error('Refusing to download from this address');
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The file could not be downloaded (status ${response.status})`);
  saveBlob(await response.blob(), filename);
}
