/**
 * Seed pictures: tiny SVG tiles (the item's initials on its category colour) as base64 data
 * URLs, so the demo shows images without files or network. Titles may hold non-ASCII dashes:
 * only ASCII letters become initials, so btoa never sees a wide character.
 */
export function pictureFor(title: string, color: string): string {
  const initials =
    title
      .split(/\s+/)
      .map((word) => word.replace(/[^A-Za-z]/g, '').charAt(0))
      .filter(Boolean)
      .slice(0, 2)
      .join('')
      .toUpperCase() || 'P';
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">` +
    `<rect width="160" height="160" rx="16" fill="${color}"/>` +
    `<text x="80" y="96" font-family="sans-serif" font-size="56" fill="#fff" ` +
    `text-anchor="middle">${initials}</text></svg>`;
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}
