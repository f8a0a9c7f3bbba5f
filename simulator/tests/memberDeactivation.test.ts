// @vitest-environment happy-dom
// (happy-dom's WebSocket is the one msw's cable interceptor answers, as in cable.test.ts.)
import { liteClient } from 'algoliasearch/lite';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SEARCH_INDEX, type SearchHit } from '@/domain/contract';
import { signInAs, simulatorCable } from '@simulator/node';
import { memberUid } from '@simulator/settings/teamRules';
import { cableProtocols, openCable } from './cableTestClient';
import { call, runSimulatorServer } from '@simulator/testing/helpers';

const getStore = runSimulatorServer();
const CABLE_URL = 'ws://localhost:3000/api/cable';
const KOALA = 'Koala Supply Co';

const koala = () => getStore().organisations.find((o) => o.name === KOALA)!;

/** One products search with a member's key, as the portal's lists send it. */
function search(key: string) {
  return liteClient('SIMULATORAPP', key).search<SearchHit>({
    requests: [{ indexName: DEFAULT_SEARCH_INDEX, query: '', hitsPerPage: 1 }],
  });
}

/** The membership uid (team list id) of a person in Koala Supply Co. */
function uidOf(email: string) {
  const store = getStore();
  const user = store.users.find((u) => u.email === email)!;
  return memberUid(
    store.memberships.find((m) => m.user_id === user.id && m.organisation_id === koala().id)!,
  );
}

async function setStatus(email: string, status: 'active' | 'inactive') {
  const admin = await signInAs('admin@demo.test');
  const answer = await call('PATCH', `organisations/${koala().uid}/users/${uidOf(email)}`, {
    auth: admin.headers,
    org: koala().uid,
    body: { status },
  });
  expect(answer.status).toBe(200);
}

async function signedInMember() {
  const member = await signInAs('member@demo.test');
  expect(member.user.x_organisation_uid).toBe(koala().uid);
  return member;
}

describe('a deactivated member', () => {
  it('loses hosted search: their key is refused with 403, a colleague’s still works', async () => {
    const member = await signedInMember();
    const colleague = await signInAs('admin@demo.test');
    expect(member.user.fetch_key).not.toBe(colleague.user.fetch_key);
    expect((await search(member.user.fetch_key)).results).toHaveLength(1);

    await setStatus('member@demo.test', 'inactive');

    await expect(search(member.user.fetch_key)).rejects.toMatchObject({
      status: 403,
      message: 'Invalid API key',
    });
    expect((await search(colleague.user.fetch_key)).results).toHaveLength(1);
  });

  it('loses the cable: the open connection is closed and a new one refused', async () => {
    const member = await signedInMember();
    const cable = openCable(CABLE_URL, cableProtocols(member.headers));
    await cable.next({ type: 'welcome' });
    const identifier = cable.subscribe(koala().uid);
    await cable.next({ identifier, type: 'confirm_subscription' });
    const colleague = await signInAs('owner@demo.test');
    const watching = openCable(CABLE_URL, cableProtocols(colleague.headers));
    await watching.next({ type: 'welcome' });
    watching.subscribe(koala().uid);
    await watching.next({ type: 'confirm_subscription' });
    expect(simulatorCable().subscriptions()).toHaveLength(2);

    await setStatus('member@demo.test', 'inactive');

    await cable.next({ type: 'disconnect', reason: 'unauthorized', reconnect: false });
    await vi.waitFor(() => expect(cable.closed()).toBe(true));
    expect(simulatorCable().subscriptions()).toEqual([
      { userId: colleague.user.id, organisationId: koala().id },
    ]);
    expect(watching.closed()).toBe(false);

    const again = openCable(CABLE_URL, cableProtocols(member.headers));
    await again.next({ type: 'disconnect', reason: 'unauthorized', reconnect: false });
    await vi.waitFor(() => expect(again.closed()).toBe(true));
    expect(again.messages.some((m) => m.type === 'welcome')).toBe(false);
    watching.socket.close();
  });

  it('gets search and the cable back when reactivated', async () => {
    const member = await signedInMember();
    await setStatus('member@demo.test', 'inactive');
    await setStatus('member@demo.test', 'active');

    expect((await search(member.user.fetch_key)).results).toHaveLength(1);
    const cable = openCable(CABLE_URL, cableProtocols(member.headers));
    await cable.next({ type: 'welcome' });
    cable.socket.close();
  });
});
