export interface InitialsOptions {
  /**
   * Which two words give the letters: 'first-and-last' for a person ("Mia Anne Patel" → MP),
   * 'first-two' for an organisation ("Acme Trading Co" → AT).
   */
  words?: 'first-and-last' | 'first-two';
  /** Shown for a blank name. */
  fallback?: string;
}

/** Up to two capital initials, for an avatar without a picture. */
export function initialsOf(
  name: string,
  { words = 'first-and-last', fallback = '' }: InitialsOptions = {},
): string {
  const all = name.trim().split(/\s+/).filter(Boolean);
  const picked =
    all.length > 2 ? (words === 'first-two' ? all.slice(0, 2) : [all[0]!, all.at(-1)!]) : all;
  return picked.map((w) => w.charAt(0).toUpperCase()).join('') || fallback;
}
