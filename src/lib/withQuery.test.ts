import fc from 'fast-check';
import { withQuery } from './withQuery';

describe('withQuery', () => {
  it('adds only the parameters that are set, encoded', () => {
    expect(withQuery('/a', {})).toBe('/a');
    expect(withQuery('/a', { x: undefined, y: '', z: null, w: false })).toBe('/a');
    expect(withQuery('/a', { status: 'pending', page: 2, unread: true })).toBe(
      '/a?status=pending&page=2&unread=1',
    );
    expect(withQuery('/a', { q: 'a&b c' })).toBe('/a?q=a%26b+c');
  });

  it('reads back as it was given (any string value)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (value) => {
        const url = new URL(withQuery('/p', { v: value }), 'http://x');
        expect(url.pathname).toBe('/p');
        expect(url.searchParams.get('v')).toBe(value);
      }),
    );
  });
});
