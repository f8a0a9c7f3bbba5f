import { avatarUrl } from './avatarUrl';

describe('avatarUrl', () => {
  it('asks the avatar service for a rounded png with white text on a random background', () => {
    const url = new URL(avatarUrl('Mia Patel'));
    expect(`${url.origin}${url.pathname}`).toBe('https://ui-avatars.com/api/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      name: 'Mia Patel',
      format: 'png',
      color: 'fff',
      background: 'random',
      rounded: 'true',
      size: '128',
    });
  });

  it('encodes names that are not plain words', () => {
    expect(new URL(avatarUrl('Zoë & Co')).searchParams.get('name')).toBe('Zoë & Co');
  });
});
