import fc from 'fast-check';
import { isValidEmail } from './rules';

describe('isValidEmail', () => {
  it('accepts ordinary addresses', () => {
    expect(isValidEmail('owner@demo.test')).toBe(true);
    expect(isValidEmail('first.last+tag@mail.example.com.au')).toBe(true);
  });

  it('rejects addresses without an at sign, a domain, or a 2-4 letter ending', () => {
    ['owner', 'owner@', '@demo.test', 'owner@demo', 'owner@demo.t', 'owner@demo.abcde', 'a b@c.de', 'a@b.c']
      .forEach((value) => expect(isValidEmail(value)).toBe(false));
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
