import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boundedInteger } from '@simulator/dashboard/params';
import { excerptOf, isUnreadReply } from '@simulator/dashboard/tickets';
import type { TicketComment, TicketRecord } from '@simulator/db/schema';

const BOUNDS = { label: 'Max records', min: 1, max: 20, fallback: 5 };
const read = (query: string) =>
  boundedInteger(new URL(`http://x/?${query}`), 'max_records', BOUNDS);

describe('boundedInteger', () => {
  it('takes every whole number within the bounds and refuses every other', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), (n) => {
        const result = read(`max_records=${n}`);
        if (n >= 1 && n <= 20) expect(result).toEqual({ value: n });
        else expect(result).toEqual({ error: 'Max records must be a whole number from 1 to 20' });
      }),
    );
  });

  it('refuses anything that is not a whole number, and falls back when absent or blank', () => {
    fc.assert(
      fc.property(
        fc
          .oneof(fc.string(), fc.constantFrom('1e1', '0x10', '+5', '5.0', '2.5'))
          .filter((s) => s.trim() !== '' && !/^\s*-?\d+\s*$/.test(s)),
        (raw) => {
          expect(read(`max_records=${encodeURIComponent(raw)}`)).toHaveProperty('error');
        },
      ),
    );
    expect(read('')).toEqual({ value: 5 });
    expect(read('max_records=')).toEqual({ value: 5 });
  });
});

describe('excerptOf', () => {
  it('keeps only the words of a comment’s markup, shortened to 160 characters', () => {
    expect(excerptOf('<p>Hi <b>there</b>,<br>see&nbsp;you &amp; bye</p>')).toBe(
      'Hi there, see you & bye',
    );
    expect(excerptOf('<script>alert(1)</script><img src=x onerror=alert(2)>Safe')).toBe('Safe');
    expect(excerptOf('See the carrier’s <a href="x">site</a>.')).toBe('See the carrier’s site.');
    const long = excerptOf('word '.repeat(100));
    expect(long.length).toBe(160);
    expect(long.endsWith('…')).toBe(true);
  });

  // Entities are left out: '&lt;b&gt;' is the text '<b>', which the portal shows as text.
  it('never leaves a tag of the input behind, whatever the text', () => {
    const text = fc.string().filter((s) => !s.includes('&'));
    fc.assert(
      fc.property(
        fc.array(fc.oneof(text, fc.constantFrom('<b>', '</p>', '<a href="x">', '<<i>>'))),
        (parts) => {
          expect(excerptOf(parts.join(''))).not.toMatch(/<[a-z/][^>]*>/i);
        },
      ),
    );
  });
});

describe('isUnreadReply', () => {
  const comment = (id: number, fromSupport: boolean): TicketComment => ({
    id,
    author: fromSupport ? 'Support' : 'Merchant',
    from_support: fromSupport,
    body: '',
    created_at: new Date(Date.UTC(2026, 0, id)).toISOString(),
  });
  const thread = (unread: boolean, comments: TicketComment[]) =>
    ({ unread, comments }) as TicketRecord;

  it('marks the warehouse replies after the merchant last wrote, only in an unread thread', () => {
    const [a, b, c, d] = [comment(1, true), comment(2, false), comment(3, true), comment(4, true)];
    const unread = thread(true, [a!, b!, c!, d!]);
    expect([a, b, c, d].map((x) => isUnreadReply(unread, x!))).toEqual([false, false, true, true]);
    const read = thread(false, [a!, b!, c!, d!]);
    expect([a, b, c, d].some((x) => isUnreadReply(read, x!))).toBe(false);
  });
});
