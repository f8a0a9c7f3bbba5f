import { AxiosHeaders } from 'axios';
import { FILTERED, scrubSensitive, scrubString } from './scrub';
import { SESSION } from '@tests/support/api';

const secrets = [SESSION['access-token'], SESSION.client, SESSION.uid, 'sig-abcdef'];
const leaks = (value: unknown) => secrets.filter((s) => JSON.stringify(value).includes(s));

describe('scrubSensitive', () => {
  it('filters credential headers in plain objects, whatever the case', () => {
    const out = scrubSensitive({
      'Access-Token': SESSION['access-token'],
      client: SESSION.client,
      UID: SESSION.uid,
      'X-Signature': 'sig-abcdef',
      'X-Timestamp': '123',
      'X-Organisation-UID': 'org-1',
    });
    expect(out).toEqual({
      'Access-Token': FILTERED,
      client: FILTERED,
      UID: FILTERED,
      'X-Signature': FILTERED,
      'X-Timestamp': '123',
      'X-Organisation-UID': 'org-1',
    });
  });

  it('filters AxiosHeaders instances', () => {
    const headers = new AxiosHeaders({
      'access-token': SESSION['access-token'],
      Accept: 'application/json',
    });
    expect(scrubSensitive(headers)).toEqual({
      'access-token': FILTERED,
      Accept: 'application/json',
    });
  });

  it('filters the at, client, uid and hash query parameters of URLs', () => {
    const url = `https://api.test/v1/x?at=${SESSION['access-token']}&client=c9&uid=a%40b.c&organisation_uid=o1&time=5&hash=h1#top`;
    expect(scrubString(url)).toBe(
      `https://api.test/v1/x?at=${FILTERED}&client=${FILTERED}&uid=${FILTERED}&organisation_uid=o1&time=5&hash=${FILTERED}#top`,
    );
    expect(scrubString('uid=a&x=1')).toBe(`uid=${FILTERED}&x=1`);
    expect(scrubSensitive(new URL(url))).not.toContain(SESSION['access-token']);
    expect(scrubSensitive(new URLSearchParams({ at: 'tok', page: '2' }))).toBe(
      `at=${FILTERED}&page=2`,
    );
  });

  it('filters a nested axios config: headers, params and a JSON body', () => {
    const config = {
      url: `/v1/items?uid=${SESSION.uid}`,
      headers: new AxiosHeaders({ ...SESSION, 'X-Signature': 'sig-abcdef' }),
      params: { at: SESSION['access-token'], page: 1 },
      data: JSON.stringify({ email: 'a@b.c', password: 'hunter2', uid: SESSION.uid }),
    };
    const out = scrubSensitive({ config, response: { config } });
    expect(leaks(out)).toEqual([]);
    expect(JSON.stringify(out)).not.toContain('hunter2');
    expect(out.config.params.page).toBe(1);
  });

  it('keeps error name and message, survives cycles and does not walk host objects', () => {
    const error = Object.assign(new Error(`failed for ?uid=${SESSION.uid}`), {
      config: {} as Record<string, unknown>,
    });
    error.config.self = error;
    const out = scrubSensitive({ error, blob: new Blob(['x']) }) as unknown as {
      error: { name: string; message: string; config: { self: unknown } };
      blob: unknown;
    };
    expect(out.error.name).toBe('Error');
    expect(out.error.message).toBe(`failed for ?uid=${FILTERED}`);
    expect(out.error.config.self).toBe('[Circular]');
    expect(out.blob).toBe('[Blob]');
  });

  it('leaves harmless values alone and does not mutate its input', () => {
    const input = { client: 'c', list: [1, 'two', null], nested: { ok: true } };
    const out = scrubSensitive(input);
    expect(input.client).toBe('c');
    expect(out).toEqual({ client: FILTERED, list: [1, 'two', null], nested: { ok: true } });
  });
});
