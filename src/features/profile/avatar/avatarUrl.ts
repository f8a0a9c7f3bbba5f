/**
 * Avatar images: a public service draws a picture from a name. Defaults: png, white
 * text, random background, rounded. Built here only, so the service can be swapped in one place.
 */
export const AVATAR_SERVICE = 'https://ui-avatars.com/api/';

export function avatarUrl(name: string, size = 128): string {
  const params = new URLSearchParams({
    name: name.trim() || '?',
    format: 'png',
    color: 'fff',
    background: 'random',
    rounded: 'true',
    size: String(size),
  });
  return `${AVATAR_SERVICE}?${params.toString()}`;
}
