/**
 * Stands in for the `tldts` package in the browser build (an alias in vite.config.ts). msw keeps
 * a cookie jar (tough-cookie), which asks tldts for a host's registrable domain; tldts carries the
 * whole public suffix list, about 250 kB minified: half of the simulator's first-load code. The
 * simulated API sets no cookies and the portal sends none, so an approximation is enough: the
 * last two labels of a name, or the host itself for an IP address or a single label. Tests and
 * `npm run simulator` run msw from node_modules and use the real package.
 */
export function getDomain(hostname: string): string | null {
  const host = hostname.replace(/\.$/, '').toLowerCase();
  if (!host) return null;
  if (/^[\d.]+$/.test(host) || host.includes(':')) return host;
  return host.split('.').slice(-2).join('.');
}
