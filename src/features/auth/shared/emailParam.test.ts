import { decodeEmailParam, emailFromQuery, encodeEmailParam } from './emailParam';

describe('the reset link e-mail parameter (o)', () => {
  it('decodes base64url with or without padding', () => {
    expect(decodeEmailParam(encodeEmailParam('member@demo.test'))).toBe('member@demo.test');
    // "a@b.co" is 6 bytes: base64 needs padding, base64url usually drops it.
    expect(decodeEmailParam('YUBiLmNv')).toBe('a@b.co');
    expect(decodeEmailParam('YUBiLmNvbQ')).toBe('a@b.com');
    expect(decodeEmailParam('YUBiLmNvbQ==')).toBe('a@b.com');
  });

  it('round-trips the characters an address may hold', () => {
    const email = "kate.o'neil+ops%1@demo-mail.test";
    expect(decodeEmailParam(encodeEmailParam(email))).toBe(email);
  });

  it('ignores anything that is not a valid address', () => {
    expect(decodeEmailParam(null)).toBeNull();
    expect(decodeEmailParam('')).toBeNull();
    expect(decodeEmailParam('not base64!')).toBeNull();
    expect(decodeEmailParam('eno/QHguaW8=')).toBeNull(); // standard base64 ('/'), not base64url
    expect(decodeEmailParam(encodeEmailParam('not-an-email'))).toBeNull();
    expect(decodeEmailParam('_w')).toBeNull(); // a lone 0xFF byte: not UTF-8
    expect(decodeEmailParam('a')).toBeNull(); // impossible length
  });

  it('prefills ?email= only with a valid address', () => {
    expect(emailFromQuery(new URLSearchParams('email=member%40demo.test'))).toBe(
      'member@demo.test',
    );
    expect(emailFromQuery(new URLSearchParams('email=nope'))).toBe('');
    expect(emailFromQuery(new URLSearchParams(''))).toBe('');
  });
});
