import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createHttp } from './http';
import { createTransport, type Transport } from './transport';

/** The hold belongs to one transport: a new one per test. */
let api: Transport;
beforeEach(() => {
  api = createTransport();
});
afterEach(() => vi.restoreAllMocks());

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the transport’s hold before requests', () => {
  it('lets requests go at once when no gate is set (a real API)', async () => {
    expect(api.hold()).toBeNull();
    const send = vi.fn(async () => 'answer');
    const answer = api.whenReady(send);
    expect(send).toHaveBeenCalledTimes(1); // synchronously: not even a tick later
    expect(await answer).toBe('answer');
  });

  it('holds requests until the API is ready, then lets every later one go at once', async () => {
    const started = deferred();
    api.holdUntil(started.promise);
    const send = vi.fn(async () => 'answer');
    const answer = api.whenReady(send);
    await flush();
    expect(send).not.toHaveBeenCalled();

    started.resolve();
    expect(await answer).toBe('answer');
    await flush();
    expect(api.hold()).toBeNull();
  });

  it('lets held requests go (to fail like a missing API) when the API did not start', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const started = deferred();
    api.holdUntil(started.promise);
    const answer = api.whenReady(async () => 'sent');
    started.reject(new Error('the simulator did not load'));
    expect(await answer).toBe('sent');
    expect(error).toHaveBeenCalledWith('[api] the API did not start', expect.any(Error));
  });

  it('starts an API that waits to be needed at the first request, once', async () => {
    const started = deferred();
    const launch = vi.fn(() => started.promise);
    const { start, ready } = api.beforeFirstRequest(launch);
    expect(launch).not.toHaveBeenCalled();

    const send = vi.fn(async () => 'answer');
    const answer = api.whenReady(send);
    expect(launch).toHaveBeenCalledTimes(1);
    start();
    // Another request reaching the hold must not launch the API again (the hold is awaited
    // through `answer`).
    void api.hold();
    expect(launch).toHaveBeenCalledTimes(1);
    await flush();
    expect(send).not.toHaveBeenCalled();

    started.resolve();
    await ready;
    expect(await answer).toBe('answer');
  });

  it('starts it early when the app asks (the page went idle)', async () => {
    const launch = vi.fn(async () => undefined);
    const { start, ready } = api.beforeFirstRequest(launch);
    start();
    expect(launch).toHaveBeenCalledTimes(1);
    await ready;
    await flush();
    expect(api.hold()).toBeNull();
    expect(launch).toHaveBeenCalledTimes(1);
  });

  it('makes the portal’s HTTP client wait, and sign the request when it really goes', async () => {
    const http = createHttp(api);
    const started = deferred();
    api.holdUntil(started.promise);
    const sent: { at: number; timestamp: string }[] = [];
    const request = http.get('meta/configuration', {
      adapter: async (config) => {
        sent.push({ at: Date.now(), timestamp: String(config.headers.get('X-Timestamp')) });
        return { data: {}, status: 200, statusText: 'OK', headers: {}, config };
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(sent).toEqual([]);
    const released = Date.now();
    started.resolve();
    await request;
    expect(sent).toHaveLength(1);
    expect(Number(sent[0]!.timestamp)).toBeGreaterThanOrEqual(released);
  });

  it('holds only its own transport’s requests: another app (or test) goes at once', async () => {
    api.holdUntil(new Promise(() => {}));
    const other = createTransport();
    expect(other.hold()).toBeNull();
    const send = vi.fn(async () => 'answer');
    expect(await other.whenReady(send)).toBe('answer');
    expect(api.hold()).not.toBeNull();
  });
});
