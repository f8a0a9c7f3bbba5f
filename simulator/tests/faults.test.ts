import { describe, expect, it } from 'vitest';
import { simulatorFaults } from '@simulator/node';
import {
  createFaultRegistry,
  SIMULATED_FAILURE,
  type FaultRule,
} from '@simulator/server-rules/faults';
import { signedIn } from './catalogueSupport';
import { call, runSimulatorServer } from '@simulator/testing/helpers';

const getStore = runSimulatorServer();

const named = (name: string) => () => getStore().categories.filter((c) => c.name === name).length;

type Session = Awaited<ReturnType<typeof signedIn>>;
/** Asks the simulator to create a category: the write each fault below is tried on. */
const createCategory = (session: Session, name: string, color = '#3a3') =>
  call('POST', 'categories', { ...session, body: { name, color } });

describe('injected faults', () => {
  it('offline: the request fails on the network and nothing is applied', async () => {
    const session = await signedIn(getStore());
    simulatorFaults().add({ kind: 'offline', method: 'POST', path: '/categories' });
    await expect(createCategory(session, 'Garden')).rejects.toThrow();
    expect(named('Garden')()).toBe(0);
    // Once only: the next attempt goes through.
    const next = await createCategory(session, 'Garden');
    expect(next.status).toBe(201);
    expect(named('Garden')()).toBe(1);
  });

  it('status: answers it without applying, as often as asked, on the matching method only', async () => {
    const session = await signedIn(getStore());
    simulatorFaults().add({
      kind: 'status',
      status: 503,
      method: 'POST',
      path: '^/categories$',
      times: 2,
    });
    for (let i = 0; i < 2; i += 1) {
      const answer = await createCategory(session, 'Shed', '#333');
      expect(answer.status).toBe(503);
      expect(answer.body.errors).toEqual([SIMULATED_FAILURE]);
    }
    expect((await call('GET', 'categories', session)).status).toBe(200);
    expect(named('Shed')()).toBe(0);
    expect((await createCategory(session, 'Shed', '#333')).status).toBe(201);
  });

  it('lost: the request is applied and stored, then the answer is lost', async () => {
    const session = await signedIn(getStore());
    simulatorFaults().add({ kind: 'lost', method: 'POST', path: '/categories' });
    await expect(createCategory(session, 'Porch')).rejects.toThrow();
    expect(named('Porch')()).toBe(1);
  });

  it('hang: no answer until the faults are cleared, and nothing applied', async () => {
    const session = await signedIn(getStore());
    simulatorFaults().add({ kind: 'hang', method: 'POST', path: '/categories', times: 0 });
    let settled = false;
    const pending = createCategory(session, 'Loft').finally(() => (settled = true));
    const answered = await call('GET', 'categories', session);
    expect(answered.status).toBe(200);
    expect(settled).toBe(false);
    simulatorFaults().clear();
    await expect(pending).rejects.toThrow();
    expect(named('Loft')()).toBe(0);
  });

  it('is driven over HTTP by the Simulator menu and the browser tests', async () => {
    const base = 'http://localhost:3000/__simulator/faults';
    const bad = await fetch(base, { method: 'POST', body: JSON.stringify({ kind: 'melt' }) });
    expect(bad.status).toBe(422);
    const added = await fetch(base, {
      method: 'POST',
      body: JSON.stringify({
        rules: [{ kind: 'status', status: 500, path: '/auth/validate_token' }],
      }),
    });
    expect((await added.json()).data).toEqual([
      { kind: 'status', status: 500, path: '/auth/validate_token' },
    ]);
    await fetch(base, { method: 'DELETE' });
    expect((await (await fetch(base)).json()).data).toEqual([]);
  });

  it('outlives a reload through its keeper, with the times still left', () => {
    let kept: unknown = [];
    const keeper = { load: () => kept, save: (rules: readonly FaultRule[]) => (kept = rules) };
    const before = createFaultRegistry(keeper);
    before.add({ kind: 'offline', path: '/auth/validate_token', times: 2 });
    expect(before.take(new Request('http://x/api/v1/auth/validate_token'))?.kind).toBe('offline');

    const after = createFaultRegistry(keeper);
    expect(after.list()).toEqual([{ kind: 'offline', path: '/auth/validate_token', times: 1 }]);
    expect(after.take(new Request('http://x/api/v1/auth/validate_token'))?.kind).toBe('offline');
    expect(after.take(new Request('http://x/api/v1/auth/validate_token'))).toBeNull();
    expect(createFaultRegistry(keeper).list()).toEqual([]);
    kept = 'not rules';
    expect(createFaultRegistry(keeper).list()).toEqual([]);
  });
});
