import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/**
 * A production-like static host for a build folder: every file is read and compressed once at
 * start (brotli and gzip, the best the client accepts is sent), hashed assets are cached for a
 * year, everything else is revalidated by ETag, and a path without a file extension answers its
 * `.html` page when the build has one (clean URLs: `/auth/login` → auth/login.html, the
 * pre-painted sign-in page), else index.html (the single-page app's router takes it from there).
 */
export interface StaticServer {
  /** `http://localhost:<port>`: localhost, so the session cookie (Secure) is kept over HTTP. */
  url: string;
  close(): Promise<void>;
}

export interface StaticServerOptions {
  /** Brotli at quality 11 as a host precompresses; off (gzip only) where only sizes matter. */
  brotli: boolean;
}

interface ServedFile {
  type: string;
  etag: string;
  raw: Buffer;
  gzip?: Buffer;
  br?: Buffer;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json)|image\/svg\+xml)/;
const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

async function loadFile(file: string, withBrotli: boolean): Promise<ServedFile> {
  const raw = await readFile(file);
  const type = CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  const served: ServedFile = {
    type,
    raw,
    etag: `"${createHash('sha1').update(raw).digest('base64url')}"`,
  };
  // Tiny files gain nothing from compression; hosts skip them too.
  if (COMPRESSIBLE.test(type) && raw.length > 1024) {
    served.gzip = await gzip(raw, { level: 9 });
    if (withBrotli)
      served.br = await brotli(raw, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      });
  }
  return served;
}

function pickEncoding(request: IncomingMessage, file: ServedFile): 'br' | 'gzip' | null {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (file.br && /\bbr\b/.test(accepted)) return 'br';
  if (file.gzip && /\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

export async function serveStatic(
  root: string,
  options: StaticServerOptions,
): Promise<StaticServer> {
  const files = new Map<string, ServedFile>();
  await Promise.all(
    (await listFiles(root)).map(async (file) => {
      const urlPath = `/${path.relative(root, file).split(path.sep).join('/')}`;
      files.set(urlPath, await loadFile(file, options.brotli));
    }),
  );
  const index = files.get('/index.html');
  if (!index) throw new Error(`No index.html in ${root}`);

  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
    const file =
      files.get(pathname) ??
      (path.extname(pathname) === '' ? (files.get(`${pathname}.html`) ?? index) : undefined);
    if (!file) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    const immutable = pathname.startsWith('/assets/') && file.type.indexOf('html') < 0;
    const headers: Record<string, string> = {
      'Content-Type': file.type,
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      ETag: file.etag,
      Vary: 'Accept-Encoding',
    };
    if (request.headers['if-none-match'] === file.etag) {
      response.writeHead(304, headers).end();
      return;
    }
    const encoding = pickEncoding(request, file);
    const body = encoding === 'br' ? file.br! : encoding === 'gzip' ? file.gzip! : file.raw;
    if (encoding) headers['Content-Encoding'] = encoding;
    headers['Content-Length'] = String(body.length);
    response.writeHead(200, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  };

  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
