import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filePersistence } from '../db/persistence/file';
import { startSimulatorServer, type RunningSimulator } from '../http/server';
import { authHeadersOf, DEMO_PASSWORD, signedHeaders } from '../node';

let dir: string;
let running: RunningSimulator;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'simulator-'));
  running = await startSimulatorServer({
    port: 0,
    persistence: filePersistence(join(dir, 'db.json')),
    hmacSecret: 'simulator-secret',
  });
});
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

  it('signs in over HTTP, exposes the auth headers and persists the session to the file', async () => {
    const url = `${running.url}/v1/auth/sign_in`;
    const res = await fetch(url, {
      method: 'POST',
      headers: signedHeaders('POST', url, null, null, { timestamp: Date.now() }),
      body: JSON.stringify({ email: 'owner@demo.test', password: DEMO_PASSWORD }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-expose-headers')).toContain('access-token');
    const headers = authHeadersOf(res);
    expect(headers.uid).toBe('owner@demo.test');
    const onDisk = JSON.parse(await readFile(join(dir, 'db.json'), 'utf8'));
    expect(onDisk.sessions).toHaveLength(1);

    const me = `${running.url}/v1/users/me`;
    const meRes = await fetch(me, {
      headers: signedHeaders('GET', me, headers, null, { timestamp: Date.now() }),
    });
    expect(meRes.status).toBe(200);
    expect((await meRes.json()).data.email).toBe('owner@demo.test');
  });

  it('rejects unsigned requests', async () => {
    const res = await fetch(`${running.url}/v1/users/me`);
    expect(res.status).toBe(401);
    expect((await res.json()).code).toBe('INVALID_SIGNATURE');
  });
});
