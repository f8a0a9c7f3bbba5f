/**
 * Links a merchant types (their website, their logo). Two checks:
 * - the URL helper: optional http:// or https://, a domain whose last label (the TLD) has at
 *   least 2 letters, an optional port and an optional path;
 * - the link rule ('should be a valid link'): a URL that is not a search engine's page. A search
 *   result is not a company's website, and pasting one is the usual mistake.
 */
/** The URL helper's pattern: optional http(s), a domain whose TLD has 2+ letters, port, path. */
export const WEBSITE_PATTERN =
  /^(https?:\/\/)?([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(:\d+)?(\/\S*)?$/i;

export const isValidUrl = (value: string): boolean => WEBSITE_PATTERN.test(value.trim());

/** The search engines a company website cannot be on. */
export const SEARCH_ENGINES = [
  'google',
  'bing',
  'yahoo',
  'duckduckgo',
  'baidu',
  'yandex',
  'ask',
  'ecosia',
] as const;

/**
 * The registered name of a host is a search engine: 'google.com', 'www.google.com.au',
 * 'search.yahoo.co.jp'. A company's own subdomain that happens to start with one of the names
 * ('google.koalasupply.com.au') is not: after the engine's name only a public ending
 * (a 2–3 letter label and a country code, or a TLD alone) may follow.
 */
const SEARCH_ENGINE_HOST = new RegExp(
  `(^|\\.)(${SEARCH_ENGINES.join('|')})\\.([a-z]{2,3}\\.)?[a-z]{2,}$`,
  'i',
);

/** The host part of a URL the helper accepts, lower-cased; '' when there is none. */
export function hostOf(value: string): string {
  const match = /^(?:https?:\/\/)?([^/:?#]+)/i.exec(value.trim());
  return match?.[1]?.toLowerCase() ?? '';
}

export const isSearchEngineLink = (value: string): boolean =>
  SEARCH_ENGINE_HOST.test(hostOf(value));

/** The link rule: a valid URL that is not a search engine's. */
export const isValidLink = (value: string): boolean =>
  isValidUrl(value) && !isSearchEngineLink(value);

export const linkMessage = (label: string) => `${label} should be a valid link`;
