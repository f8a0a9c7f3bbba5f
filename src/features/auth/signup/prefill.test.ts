import fc from 'fast-check';
import { TIERS } from '@/domain/contract';
import {
  decodePrefill,
  encodePrefill,
  MAX_ENCODED_LENGTH,
  MAX_VALUE_LENGTH,
  PREFILL_KEYS,
  type Prefill,
} from './prefill';

/** base64url of UTF-8 JSON, written independently of encodePrefill. */
const encodeJson = (json: string) => Buffer.from(json, 'utf8').toString('base64url');

describe('decodePrefill', () => {
  it('reads the known fields of a base64url JSON object', () => {
    const d = encodeJson(
      JSON.stringify({
        first_name: 'Zoë',
        email: 'zoe@example.com',
        tier: 'growth',
        country: 'AU',
      }),
    );
    expect(decodePrefill(d)).toEqual({
      first_name: 'Zoë',
      email: 'zoe@example.com',
      tier: 'growth',
      country: 'AU',
    });
  });

  it('accepts standard base64, also after a query string turned its + into spaces', () => {
    const json = JSON.stringify({ organisation_name: 'Café ~~~ >>>' });
    const standard = Buffer.from(json, 'utf8').toString('base64');
    expect(standard).toMatch(/[+/]/);
    expect(decodePrefill(standard)).toEqual({ organisation_name: 'Café ~~~ >>>' });
    expect(decodePrefill(standard.replace(/\+/g, ' '))).toEqual({
      organisation_name: 'Café ~~~ >>>',
    });
  });

  it('never takes passwords, unknown keys, non-strings, blank or oversized values', () => {
    const d = encodeJson(
      JSON.stringify({
        password: 'Secret123',
        password_confirmation: 'Secret123',
        terms_accepted: true,
        role: 'OWNER',
        first_name: 42,
        last_name: '   ',
        legal_name: 'x'.repeat(MAX_VALUE_LENGTH + 1),
        website: 'line\nbreak',
        phone: ['+61 412 345 678'],
        email: 'kept@example.com',
      }),
    );
    expect(decodePrefill(d)).toEqual({ email: 'kept@example.com' });
  });

  it('only takes a tier that exists', () => {
    expect(decodePrefill(encodeJson('{"tier":"platinum"}'))).toEqual({});
    expect(decodePrefill(encodeJson('{"tier":"Starter"}'))).toEqual({});
  });

  it.each([
    ['null', null],
    ['empty', ''],
    ['not base64', '!!!not-base64!!!'],
    ['bad length', 'abcde'],
    ['not JSON', encodeJson('first_name=Ada')],
    ['JSON array', encodeJson('[{"first_name":"Ada"}]')],
    ['JSON string', encodeJson('"Ada"')],
    ['JSON null', encodeJson('null')],
    ['invalid UTF-8', Buffer.from([0xff, 0xfe, 0x7b]).toString('base64url')],
    ['too long', 'A'.repeat(MAX_ENCODED_LENGTH + 4)],
  ])('gives {} for %s', (_, d) => {
    expect(decodePrefill(d)).toEqual({});
  });

  it('ignores prototype-pollution keys and leaves Object.prototype alone', () => {
    const d = encodeJson(
      '{"__proto__":{"polluted":"yes","first_name":"Mallory"},"constructor":{"prototype":{"polluted":"yes"}}}',
    );
    const result = decodePrefill(d);
    expect(result).toEqual({});
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(result.first_name).toBeUndefined();
  });

  it('property: any string decodes to a plain object of known string fields, without throwing', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.base64String()), (d) => {
        const result = decodePrefill(d);
        expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
        for (const [key, value] of Object.entries(result)) {
          expect(PREFILL_KEYS).toContain(key);
          expect(typeof value).toBe('string');
        }
      }),
      { numRuns: 500 },
    );
  });

  it('property: any JSON value, encoded, decodes without throwing to known keys only', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const result = decodePrefill(encodeJson(JSON.stringify(value)));
        expect(
          Object.keys(result).every((k) => (PREFILL_KEYS as readonly string[]).includes(k)),
        ).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
const saneText = fc
  .string({ unit: 'binary', minLength: 1, maxLength: MAX_VALUE_LENGTH })
  .filter((s) => s.trim() !== '' && !CONTROL.test(s));
const validPrefill: fc.Arbitrary<Partial<Prefill>> = fc.record(
  {
    first_name: saneText,
    last_name: saneText,
    email: saneText,
    organisation_name: saneText,
    legal_name: saneText,
    website: saneText,
    phone: saneText,
    tier: fc.constantFrom(...TIERS),
    country: saneText,
  },
  { requiredKeys: [] },
);

describe('encodePrefill', () => {
  it('writes URL-safe text with no padding', () => {
    const d = encodePrefill({ first_name: '???>>>', organisation_name: 'Ünïcödé Ltd' });
    expect(d).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('round-trips every field at its longest in 4-byte characters', () => {
    const longest = '😀'.repeat(Math.floor(MAX_VALUE_LENGTH / 2)) + 'x'; // 😀 is 2 UTF-16 units
    const prefill = Object.fromEntries(
      PREFILL_KEYS.map((k) => [k, k === 'tier' ? 'enterprise' : longest]),
    ) as Prefill;
    expect(longest).toHaveLength(MAX_VALUE_LENGTH);
    expect(decodePrefill(encodePrefill(prefill))).toEqual(prefill);
  });

  it('property: encode then decode gives back any valid prefill', () => {
    fc.assert(
      fc.property(validPrefill, (prefill) => {
        expect(decodePrefill(encodePrefill(prefill))).toEqual(prefill);
      }),
      { numRuns: 300 },
    );
  });
});
