/**
 * Turns a path segment into words: 'stock-movement' → 'Stock Movement'. Underscores count as
 * separators too, so auth paths such as magic_sign_in read naturally.
 */
export function humanizeSegment(segment: string): string {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // A malformed escape is shown as typed rather than breaking the title.
  }
  return decoded
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * A page title comes from the second path segment (the first when there is only one);
 * paths under /orders get ' Orders' appended so 'Inbound' reads as 'Inbound Orders'.
 */
export function pageTitle(pathname: string): string {
  const segments = pathname.split(/[?#]/)[0].split('/').filter(Boolean);
  if (segments.length === 0) return 'Home';
  const title = humanizeSegment(segments[1] ?? segments[0]);
  return segments[0] === 'orders' && segments.length > 1 ? `${title} Orders` : title;
}
