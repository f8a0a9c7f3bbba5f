import fc from 'fast-check';
import { ID_LIST_MESSAGES, ITEMS_BY_ID_MAX, idListParam, inChunks, readIdList } from './idList';

const anyId = fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER });

describe('readIdList', () => {
  it('reads back any list of ids it writes, once each, in order', () => {
    fc.assert(
      fc.property(fc.array(anyId, { minLength: 1, maxLength: ITEMS_BY_ID_MAX }), (ids) => {
        expect(readIdList(idListParam(ids))).toEqual({ ids: [...new Set(ids)] });
      }),
    );
  });

  it('takes spaces around an id', () => {
    expect(readIdList(' 3, 1 ,2')).toEqual({ ids: [3, 1, 2] });
  });

  it('refuses a missing or blank list as required', () => {
    for (const raw of [null, undefined, '', '  '])
      expect(readIdList(raw)).toEqual({ problem: ID_LIST_MESSAGES.required });
  });

  it('refuses any part that is not a whole number above 0', () => {
    const notAnId = fc.oneof(
      fc.constantFrom('0', '-1', '1.5', 'abc', '', '1e3', '0x10', '+2', '1 2', '9'.repeat(16)),
      fc.string().filter((s) => !/^\s*\d+\s*$/.test(s) || /^\s*0+\s*$/.test(s)),
    );
    fc.assert(
      fc.property(fc.array(anyId, { maxLength: 5 }), notAnId, fc.nat(5), (ids, bad, at) => {
        fc.pre(!bad.includes(','));
        const parts = ids.map(String);
        parts.splice(Math.min(at, parts.length), 0, bad);
        expect(readIdList(parts.join(','))).toEqual(
          parts.join(',').trim() === ''
            ? { problem: ID_LIST_MESSAGES.required }
            : { problem: ID_LIST_MESSAGES.invalid },
        );
      }),
    );
  });

  it('refuses more ids than one read may name', () => {
    const ids = Array.from({ length: ITEMS_BY_ID_MAX + 1 }, (_, i) => i + 1);
    expect(readIdList(idListParam(ids))).toEqual({ problem: ID_LIST_MESSAGES.tooMany });
    expect(readIdList(idListParam(ids.slice(1)))).toEqual({ ids: ids.slice(1) });
  });
});

describe('inChunks', () => {
  it('splits in order into chunks of at most the size, losing nothing', () => {
    fc.assert(
      fc.property(fc.array(fc.nat()), fc.integer({ min: 1, max: 50 }), (items, size) => {
        const chunks = inChunks(items, size);
        expect(chunks.flat()).toEqual(items);
        expect(chunks.every((c) => c.length > 0 && c.length <= size)).toBe(true);
        expect(chunks.length).toBe(Math.ceil(items.length / size));
      }),
    );
  });
});
