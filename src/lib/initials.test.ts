import { initialsOf } from './initials';

describe('initialsOf', () => {
  it("takes a person's first and last initials", () => {
    expect(initialsOf('mia anne patel')).toBe('MP');
    expect(initialsOf('Olivia Chen')).toBe('OC');
    expect(initialsOf('  Olivia ')).toBe('O');
  });

  it("takes an organisation's first two words", () => {
    expect(initialsOf('Acme Trading Co', { words: 'first-two' })).toBe('AT');
    expect(initialsOf('  zeta ', { words: 'first-two' })).toBe('Z');
  });

  it('gives the fallback for a blank name', () => {
    expect(initialsOf('')).toBe('');
    expect(initialsOf('   ', { fallback: '?' })).toBe('?');
  });
});
