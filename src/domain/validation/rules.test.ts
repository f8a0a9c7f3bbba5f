import fc from 'fast-check';
import {
  isValidEmail,
  isValidPhone,
  PARTNER_SEARCH_MAX_LENGTH,
  PARTNER_SEARCH_MESSAGE,
  partnerSearchProblem,
} from './rules';
import { isValidLink } from './links';

describe('isValidEmail', () => {
  it('accepts ordinary addresses', () => {
    expect(isValidEmail('owner@demo.test')).toBe(true);
    expect(isValidEmail('first.last+tag@mail.example.com.au')).toBe(true);
  });

  it('rejects addresses without an at sign, a domain, or a 2-4 letter ending', () => {
    [
      'owner',
      'owner@',
      '@demo.test',
      'owner@demo',
      'owner@demo.t',
      'owner@demo.abcde',
      'a b@c.de',
      'a@b.c',
    ].forEach((value) => expect(isValidEmail(value)).toBe(false));
  });

  it('accepts every user@domain.tld built from allowed parts', () => {
    const part = fc.stringMatching(/^[a-z0-9]{1,12}$/);
    const tld = fc.stringMatching(/^[a-z]{2,4}$/);
    fc.assert(
      fc.property(part, part, tld, (user, domain, ending) => {
        const email = `${user}@${domain}.${ending}`;
        expect(isValidEmail(email)).toBe(email.length >= 5);
      }),
    );
  });

  it('never accepts a string without exactly one at sign', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const ats = s.split('@').length - 1;
        if (ats !== 1) expect(isValidEmail(s)).toBe(false);
      }),
    );
  });
});

describe('phone', () => {
  const digit = fc.constantFrom(...'0123456789');
  const digits = (min: number, max: number) =>
    fc.string({ unit: digit, minLength: min, maxLength: max });
  it('accepts an optional plus, a 1–3 digit code and 8–16 digits with single spaces or hyphens', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        digits(1, 3),
        fc.array(fc.tuple(fc.constantFrom('', ' ', '-'), digit), { minLength: 8, maxLength: 16 }),
        (plus, code, rest) => {
          const phone = `${plus ? '+' : ''}${code}${rest.map(([sep, d]) => sep + d).join('')}`;
          expect(isValidPhone(phone)).toBe(true);
        },
      ),
    );
  });
  it.each([
    '',
    '12345',
    '+61 4',
    'phone',
    '+61 4123 4567 8901 2345 6789',
    '04--1234-5678',
    '++61412345678',
  ])('refuses %j', (phone) => expect(isValidPhone(phone)).toBe(false));
  it('refuses anything with a letter', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        fc.pre(/[A-Za-z]/.test(s));
        return !isValidPhone(s);
      }),
    );
  });
});

describe('website (the link rule)', () => {
  it.each(['koala.com.au', 'https://koala.com.au/shop', 'http://shop.example.org:8080/a?b=c'])(
    'accepts %s',
    (url) => expect(isValidLink(url)).toBe(true),
  );
  it.each(['', 'koala', 'http://', 'https://www.google.com/search?q=koala', 'bing.com', 'a b.com'])(
    'refuses %j',
    (url) => expect(isValidLink(url)).toBe(false),
  );
});

describe('partner search', () => {
  it('allows at most 25 characters, not counting surrounding spaces', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), fc.nat(5), (text, pad) => {
        const padded = `${' '.repeat(pad)}${text}${' '.repeat(pad)}`;
        const problem = partnerSearchProblem(padded);
        expect(problem === null).toBe(text.trim().length <= PARTNER_SEARCH_MAX_LENGTH);
        if (problem) expect(problem).toBe(PARTNER_SEARCH_MESSAGE);
      }),
    );
    expect(partnerSearchProblem('a'.repeat(25))).toBeNull();
    expect(partnerSearchProblem('a'.repeat(26))).toBe('Search must be at most 25 characters');
  });
});
