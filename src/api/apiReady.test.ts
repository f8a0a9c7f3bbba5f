import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type ApiReady = typeof import('./apiReady');
let api: ApiReady;

/** The gate is module state: a fresh copy per test. */
beforeEach(async () => {
  vi.resetModules();
  api = await import('./apiReady');
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

describe('apiReady', () => {
  it('lets requests go at once when no gate is set (a real API)', async () => {
    expect(api.apiGate()).toBeNull();
    const send = vi.fn(async () => 'answer');
    const answer = api.whenApiReady(send);
    expect(send).toHaveBeenCalledTimes(1); // synchronously: not even a tick later
    expect(await answer).toBe('answer');
  });

  it('holds requests until the API is ready, then lets every later one go at once', async () => {
    const started = deferred();
    api.holdRequestsUntil(started.promise);
    const send = vi.fn(async () => 'answer');
    const answer = api.whenApiReady(send);
    await flush();
    expect(send).not.toHaveBeenCalled();

    started.resolve();
    expect(await answer).toBe('answer');
    await flush();
    expect(api.apiGate()).toBeNull();
  });

  it('lets held requests go (to fail like a missing API) when the API did not start', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const started = deferred();
    api.holdRequestsUntil(started.promise);
    const answer = api.whenApiReady(async () => 'sent');
    started.reject(new Error('the simulator did not load'));
    expect(await answer).toBe('sent');
    expect(error).toHaveBeenCalledWith('[api] the API did not start', expect.any(Error));
  });

  it('starts an API that waits to be needed at the first request, once', async () => {
    const started = deferred();
    const launch = vi.fn(() => started.promise);
    const { start, ready } = api.startApiWhenNeeded(launch);
    expect(launch).not.toHaveBeenCalled();

    const send = vi.fn(async () => 'answer');
    const answer = api.whenApiReady(send);
    expect(launch).toHaveBeenCalledTimes(1);
    start();
    // Another request reaching the gate must not launch the API again (the gate is awaited
    // through `answer`).
    void api.apiGate();
    expect(launch).toHaveBeenCalledTimes(1);
    await flush();
    expect(send).not.toHaveBeenCalled();

    started.resolve();
    await ready;
    expect(await answer).toBe('answer');
  });

  it('starts it early when the app asks (the page went idle)', async () => {
    const launch = vi.fn(async () => undefined);
    const { start, ready } = api.startApiWhenNeeded(launch);
    start();
    expect(launch).toHaveBeenCalledTimes(1);
    await ready;
    await flush();
    expect(api.apiGate()).toBeNull();
    expect(launch).toHaveBeenCalledTimes(1);
  });

  it('makes the portal’s HTTP client wait, and sign the request when it really goes', async () => {
    const { http } = await import('./http');
    const started = deferred();
    api.holdRequestsUntil(started.promise);
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
});
