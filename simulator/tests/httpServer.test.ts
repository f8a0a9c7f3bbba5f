// @vitest-environment happy-dom
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filePersistence } from '@simulator/db/persistence/file';
import { startSimulatorServer, type RunningSimulator } from '@simulator/http/server';
import { authHeadersOf, DEMO_PASSWORD, signedHeaders } from '@simulator/node';

let dir: string;
let running: RunningSimulator;

const dbDir = () => join(dir, 'db');
const start = () =>
  startSimulatorServer({
    port: 0,
    persistence: filePersistence(dbDir()),
    hmacSecret: 'simulator-secret',
  });
const onDisk = async (collection: string) =>
  JSON.parse(await readFile(join(dbDir(), `${collection}.json`), 'utf8')) as unknown[];

async function signIn() {
  const url = `${running.url}/v1/auth/sign_in`;
  return fetch(url, {
    method: 'POST',
    headers: signedHeaders('POST', url, null, null, { timestamp: Date.now() }),
    body: JSON.stringify({ email: 'owner@demo.test', password: DEMO_PASSWORD }),
  });
}

async function me(headers: ReturnType<typeof authHeadersOf>) {
  const url = `${running.url}/v1/users/me`;
  return fetch(url, {
    headers: signedHeaders('GET', url, headers, null, { timestamp: Date.now() }),
  });
}

// Starting seeds a file store (the whole demo seed written to disk): slow on a busy machine.
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'simulator-'));
  running = await start();
}, 30_000);
afterAll(async () => {
  await running?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('npm run simulator (HTTP server)', () => {
  // happy-dom's fetch is a real cross-origin request from the page's origin (localhost:3000 to
  // the server's port), CORS checks included: these tests also prove a browser can call it.
  it('answers preflights with CORS for any origin and our headers', async () => {
    const res = await fetch(`${running.url}/v1/auth/sign_in`, {
      method: 'OPTIONS',
      headers: { 'Access-Control-Request-Method': 'POST' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(window.location.origin);
    const allowed = res.headers.get('access-control-allow-headers')!.toLowerCase();
    for (const h of [
      'x-signature',
      'x-timestamp',
      'x-organisation-uid',
      'access-token',
      'client',
      'uid',
    ]) {
      expect(allowed).toContain(h);
    }
  });

  it('answers the hosted search across origins with one CORS origin', async () => {
    // The server adds CORS to every answer; a second header from a handler would read "*, *",
    // which a browser refuses.
    const res = await fetch(`${running.url}/1/indexes/*/queries`, {
      method: 'POST',
      headers: { 'X-Algolia-API-Key': 'not-a-key', 'X-Algolia-Application-Id': 'SIMULATORAPP' },
      body: JSON.stringify({ requests: [] }),
    });
    expect(res.headers.get('access-control-allow-origin')).toBe(window.location.origin);
    expect(res.status).toBeGreaterThanOrEqual(400);
  });

  it('signs in over HTTP, exposes the auth headers and persists the session to the file', async () => {
    const res = await signIn();
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-expose-headers')).toContain('access-token');
    const headers = authHeadersOf(res);
    expect(headers.uid).toBe('owner@demo.test');
    expect(await onDisk('sessions')).toHaveLength(1);

    const meRes = await me(headers);
    expect(meRes.status).toBe(200);
    expect((await meRes.json()).data.email).toBe('owner@demo.test');
  });

  it('rewrites only the collections that changed', async () => {
    const modified = async (collection: string) =>
      (await stat(join(dbDir(), `${collection}.json`))).mtimeMs;
    const before = { sessions: await modified('sessions'), products: await modified('products') };
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await signIn()).status).toBe(200);
    expect(await modified('sessions')).toBeGreaterThan(before.sessions);
    expect(await modified('products')).toBe(before.products);
    expect(await onDisk('sessions')).toHaveLength(2);
  });

  it('answers a bulk print as PDF bytes across origins, its per-row results readable', async () => {
    const headers = authHeadersOf(await signIn());
    const order = running.store.orders.find(
      (o) => o.organisation_id === 1 && o.status === 'pending',
    )!;
    const url = `${running.url}/v1/bookings/print-packaging-list`;
    const res = await fetch(url, {
      method: 'POST',
      headers: signedHeaders('POST', url, headers, null, { timestamp: Date.now() }),
      body: JSON.stringify({ ids: [order.id] }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('access-control-expose-headers')).toContain('X-Print-Results');
    expect(JSON.parse(res.headers.get('x-print-results')!)).toEqual([{ id: order.id, ok: true }]);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(String.fromCharCode(...bytes.slice(0, 5))).toBe('%PDF-');
  });

  it('rejects unsigned requests', async () => {
    const res = await fetch(`${running.url}/v1/users/me`);
    expect(res.status).toBe(401);
    expect((await res.json()).code).toBe('INVALID_SIGNATURE');
  });

  it('keeps its data across a restart on the same directory', async () => {
    const headers = authHeadersOf(await signIn());
    await running.close();
    running = await start();
    const meRes = await me(headers);
    expect(meRes.status).toBe(200);
    expect((await meRes.json()).data.email).toBe('owner@demo.test');
    expect(running.store.products.count()).toBe(655);
  });
});
