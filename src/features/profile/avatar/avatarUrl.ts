/**
 * SPEC §7 avatar images: a public service draws a picture from a name. Defaults: png, white
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

/** Up to two initials, shown when the picture cannot load (offline, service down). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return letters.map((w) => w[0]!.toUpperCase()).join('') || '?';
}
