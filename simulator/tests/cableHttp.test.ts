import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { CABLE_CHANNEL, CABLE_PROTOCOL } from '@/domain/contract';
import { memoryPersistence } from '@simulator/db/persistence/memory';
import { startSimulatorServer, type RunningSimulator } from '@simulator/http/server';
import { authHeadersOf, DEMO_PASSWORD, signedHeaders } from '@simulator/node';
import { freshTestSeed } from '@simulator/testing/testSeed';
import { cableProtocols } from './cableTestClient';

let running: RunningSimulator;

beforeAll(async () => {
  running = await startSimulatorServer({
    port: 0,
    persistence: memoryPersistence(freshTestSeed()),
    hmacSecret: 'simulator-secret',
  });
});
afterAll(() => running?.close());

async function signIn() {
  const url = `${running.url}/v1/auth/sign_in`;
  const response = await fetch(url, {
    method: 'POST',
    headers: signedHeaders('POST', url, null, null, { timestamp: Date.now() }),
    body: JSON.stringify({ email: 'owner@demo.test', password: DEMO_PASSWORD }),
  });
  const { data } = (await response.json()) as { data: { x_organisation_uid: string } };
  return { headers: authHeadersOf(response), organisationUid: data.x_organisation_uid };
}

/** A real WebSocket client (the `ws` package) and the messages it received, pings left out. */
function connect(protocols: string[]) {
  const socket = new WebSocket(`${running.url.replace(/^http/, 'ws')}/cable`, protocols);
  const messages: Record<string, unknown>[] = [];
  const waiters: (() => void)[] = [];
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as Record<string, unknown>;
    if (message.type === 'ping') return;
    messages.push(message);
    waiters.splice(0).forEach((wake) => wake());
  });
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  const next = async (predicate: (m: Record<string, unknown>) => boolean) => {
    const deadline = Date.now() + 4000;
    for (;;) {
      const found = messages.find(predicate);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no such message in ${JSON.stringify(messages)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  };
  return { socket, next, closed };
}

describe('npm run simulator: the cable on the same port', () => {
  it('speaks ActionCable at /cable and broadcasts a warehouse reply', async () => {
    const { headers, organisationUid } = await signIn();
    const cable = connect(cableProtocols(headers));
    await cable.next((m) => m.type === 'welcome');
    expect(cable.socket.protocol).toBe(CABLE_PROTOCOL);

    const identifier = JSON.stringify({
      channel: CABLE_CHANNEL,
      organisation_uid: organisationUid,
    });
    cable.socket.send(JSON.stringify({ command: 'subscribe', identifier }));
    await cable.next((m) => m.type === 'confirm_subscription' && m.identifier === identifier);

    const reply = await fetch(`${running.url}/__simulator/warehouse-reply`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ organisation_uid: organisationUid }),
    });
    const { data } = (await reply.json()) as { data: { ticket_uid: string } };
    const broadcast = await cable.next((m) => m.message !== undefined);
    expect(broadcast).toEqual({
      identifier,
      message: {
        event: 'ticket.updated',
        organisation_uid: organisationUid,
        ticket_uid: data.ticket_uid,
      },
    });
    cable.socket.close();
    await cable.closed;
  });

  it('refuses a connection without a live session', async () => {
    const cable = connect(cableProtocols({ 'access-token': 'x', client: 'y', uid: 'z@demo.test' }));
    await cable.next((m) => m.type === 'disconnect' && m.reason === 'unauthorized');
    await cable.closed;
  });
});
