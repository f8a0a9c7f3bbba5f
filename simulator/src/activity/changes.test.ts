import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  editAction,
  fieldChanges,
  isSecretField,
  toActivityValue,
  withoutSecrets,
} from './changes';

describe('fieldChanges', () => {
  it('lists each changed field, nested ones by path, and leaves noise and ids out', () => {
    const before = { id: 1, name: 'A', address: { city: 'X', postcode: '3000' }, updated_at: '1' };
    const after = { id: 1, name: 'B', address: { city: 'Y', postcode: '3000' }, updated_at: '2' };
    expect(fieldChanges(before, after)).toEqual([
      { field: 'name', before: 'A', after: 'B' },
      { field: 'address.city', before: 'X', after: 'Y' },
    ]);
  });

  it('keeps lists as short text', () => {
    expect(toActivityValue([1, 2])).toBe('[1,2]');
    expect(String(toActivityValue('x'.repeat(500).split(''))).length).toBe(120);
  });

  it('reads a cancel, an archive and a restore from what changed', () => {
    expect(editAction([{ field: 'status', before: 'pending', after: 'cancelled' }])).toBe(
      'cancelled',
    );
    expect(editAction([{ field: 'archived', before: false, after: true }])).toBe('archived');
    expect(editAction([{ field: 'archived', before: true, after: false }])).toBe('restored');
    expect(editAction([{ field: 'phone', before: '1', after: '2' }])).toBe('updated');
  });
});

describe('the secrets deny-list', () => {
  it('names passwords, tokens, codes and API keys, not ordinary fields', () => {
    for (const name of [
      'password',
      'password_digest',
      'access_token',
      'api_key',
      'apiKey',
      'code',
      'otp_code',
      'client_secret',
      'settings.token',
    ])
      expect(isSecretField(name), name).toBe(true);
    for (const name of [
      'name',
      'postcode',
      'hs_code',
      'barcode',
      'status',
      'address.city',
      'phone',
    ])
      expect(isSecretField(name), name).toBe(false);
  });

  it('no secret-named field ever comes out of a diff, whatever the records hold', () => {
    const secretName = fc.constantFrom('password', 'token', 'api_key', 'code', 'secret', 'otp');
    const field = fc.oneof(fc.string({ minLength: 1, maxLength: 8 }), secretName);
    const record = fc.dictionary(field, fc.oneof(fc.string(), fc.integer(), fc.boolean()));
    fc.assert(
      fc.property(record, record, (before, after) => {
        const fields = fieldChanges(before, after).map((c) => c.field);
        expect(fields.filter(isSecretField)).toEqual([]);
        expect(withoutSecrets(fields.map((f) => ({ field: f, before: 1, after: 2 })))).toHaveLength(
          fields.length,
        );
      }),
    );
  });
});
