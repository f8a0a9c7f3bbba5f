import fc from 'fast-check';
import type { AuthHeaders } from '../domain/contract';
import { completeAuthHeaders, mergeAuthHeaders, readAuthHeaders } from './tokenHeaders';

const current: AuthHeaders = { 'access-token': 'old', client: 'c1', uid: 'u@x', expiry: '1000' };

describe('mergeAuthHeaders', () => {
  it('takes a newer set', () => {
    const next = { 'access-token': 'new', client: 'c1', uid: 'u@x', expiry: '2000' };
    expect(mergeAuthHeaders(current, next)).toEqual(next);
  });

  it('ignores an older expiry', () => {
    expect(mergeAuthHeaders(current, { 'access-token': 'stale', expiry: '999' })).toBeNull();
  });

  it('ignores blank tokens (batched devise_token_auth requests)', () => {
    expect(
      mergeAuthHeaders(current, { 'access-token': '', client: '', uid: '', expiry: '' }),
    ).toBeNull();
    expect(mergeAuthHeaders(current, { 'access-token': '   ', expiry: '5000' })).toBeNull();
  });

  it('keeps stored fields the response left blank', () => {
    expect(
      mergeAuthHeaders(current, { 'access-token': 'new', client: '', expiry: '3000' }),
    ).toEqual({
      ...current,
      'access-token': 'new',
      expiry: '3000',
    });
  });

  it("ignores another client's set, even a newer one (an earlier session's late answer)", () => {
    const other = { 'access-token': 'theirs', client: 'c2', uid: 'u@x', expiry: '5000' };
    expect(mergeAuthHeaders(current, other)).toBeNull();
  });

  it('returns null when nothing changes or nothing came', () => {
    expect(mergeAuthHeaders(current, { ...current })).toBeNull();
    expect(mergeAuthHeaders(current, {})).toBeNull();
    expect(mergeAuthHeaders(current, null)).toBeNull();
  });

  it('accepts a complete first set (sign-in) and rejects an incomplete one', () => {
    expect(mergeAuthHeaders(null, current)).toEqual(current);
    expect(mergeAuthHeaders(null, { 'access-token': 't', expiry: '5' })).toBeNull();
  });

  it('does not let a set without a readable expiry replace a stored one', () => {
    expect(mergeAuthHeaders(current, { 'access-token': 'x', client: 'c', uid: 'u' })).toBeNull();
    expect(mergeAuthHeaders(current, { 'access-token': 'x', expiry: 'soon' })).toBeNull();
  });

  it('reads AxiosHeaders-like bags case-insensitively through get()', () => {
    const bag = { get: (n: string) => ({ 'access-token': 'a', expiry: '7' })[n as 'expiry'] };
    expect(readAuthHeaders(bag)).toEqual({ 'access-token': 'a', expiry: '7' });
  });
});

describe('mergeAuthHeaders properties', () => {
  const value = fc.oneof(
    fc.constant(''),
    fc.constant('  '),
    fc.string({ minLength: 1, maxLength: 8 }),
  );
  const expiry = fc.oneof(
    fc.constant(''),
    fc.integer({ min: 0, max: 4e9 }).map(String),
    fc.string(),
  );
  const incoming = fc.record(
    { 'access-token': value, client: value, uid: value, expiry, 'token-type': value },
    { requiredKeys: [] },
  );
  const stored = fc.record({
    'access-token': fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
    client: fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
    uid: fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
    expiry: fc.integer({ min: 0, max: 4e9 }).map(String),
  });

  it('never lowers the expiry', () => {
    fc.assert(
      fc.property(stored, incoming, (cur, inc) => {
        const merged = mergeAuthHeaders(cur, inc);
        return merged === null || Number(merged.expiry) >= Number(cur.expiry);
      }),
    );
  });

  it('never stores a blank value', () => {
    fc.assert(
      fc.property(fc.option(stored, { nil: null }), incoming, (cur, inc) => {
        const merged = mergeAuthHeaders(cur, inc);
        return (
          merged === null ||
          Object.values(merged).every((v) => typeof v === 'string' && v.trim() !== '')
        );
      }),
    );
  });

  it('a blank incoming access token never wins', () => {
    fc.assert(
      fc.property(stored, incoming, (cur, inc) => {
        const blank = { ...inc, 'access-token': ' '.repeat(inc.client?.length ?? 0) };
        return mergeAuthHeaders(cur, blank) === null;
      }),
    );
  });

  it("never takes the stored client's place with another one", () => {
    fc.assert(
      fc.property(stored, incoming, (cur, inc) => {
        const merged = mergeAuthHeaders(cur, inc);
        return merged === null || merged.client === cur.client;
      }),
    );
  });

  it('is idempotent: merging the result again changes nothing', () => {
    fc.assert(
      fc.property(stored, incoming, (cur, inc) => {
        const merged = mergeAuthHeaders(cur, inc);
        return merged === null || mergeAuthHeaders(merged, merged) === null;
      }),
    );
  });
});

describe('completeAuthHeaders', () => {
  it("stores every name: '' where the response had none, Bearer as the default token type", () => {
    expect(completeAuthHeaders({ 'access-token': 't', uid: 'u@x' })).toEqual({
      'access-token': 't',
      client: '',
      uid: 'u@x',
      expiry: '',
      'token-type': 'Bearer',
    });
  });
});
