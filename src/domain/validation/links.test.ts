import fc from 'fast-check';
import { ORGANISATION_FIELDS } from '../organisations/fields';
import { fieldProblem } from './fieldProblem';
import { hostOf, isSearchEngineLink, isValidLink, isValidUrl, SEARCH_ENGINES } from './links';

const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?$/);
const tld = fc.stringMatching(/^[a-z]{2,6}$/);
const scheme = fc.constantFrom('', 'http://', 'https://');
const path = fc.constantFrom('', '/', '/shop', '/shop/item-1?colour=red', '/a/b/c');
/** A company name that is not a search engine's. */
const ownName = label.filter((l) => !(SEARCH_ENGINES as readonly string[]).includes(l));

describe('the URL helper', () => {
  it('accepts an optional http(s), a domain with a TLD of 2+ letters and an optional path', () => {
    fc.assert(
      fc.property(
        scheme,
        fc.array(label, { minLength: 1, maxLength: 3 }),
        tld,
        path,
        (s, l, t, p) => isValidUrl(`${s}${l.join('.')}.${t}${p}`),
      ),
    );
  });

  it('refuses a TLD of one letter or with digits, a missing domain and other schemes', () => {
    fc.assert(
      fc.property(
        label,
        fc.stringMatching(/^([a-z]|[a-z]*[0-9][a-z0-9]*)$/),
        (l, t) => !isValidUrl(`https://${l}.${t}`),
      ),
    );
    for (const url of [
      '',
      'koala',
      'https://',
      'ftp://koala.com',
      'koala .com',
      '.com',
      'http//koala.com',
    ])
      expect(isValidUrl(url), url).toBe(false);
  });
});

describe('the link rule', () => {
  it('refuses every search engine, whatever its country ending, subdomain, scheme or path', () => {
    const ending = fc.constantFrom('.com', '.com.au', '.co.uk', '.de', '.co.jp', '.ru', '.cn');
    const sub = fc.constantFrom('', 'www.', 'search.', 'images.');
    fc.assert(
      fc.property(
        scheme,
        sub,
        fc.constantFrom(...SEARCH_ENGINES),
        ending,
        path,
        (s, w, e, end, p) => {
          const url = `${s}${w}${e}${end}${p}`;
          return isValidUrl(url) && isSearchEngineLink(url) && !isValidLink(url);
        },
      ),
    );
  });

  it("accepts a company's own site, even one whose subdomain or path names an engine", () => {
    fc.assert(
      fc.property(scheme, ownName, tld, path, (s, name, t, p) =>
        isValidLink(`${s}${name}.${t}${p}`),
      ),
    );
    for (const url of [
      'google.koalasupply.com.au',
      'https://koalasupply.com.au/google',
      'https://mygoogle.com',
      'bingo.com.au',
    ])
      expect(isValidLink(url), url).toBe(true);
  });

  it('reads the host without scheme, port or path', () => {
    expect(hostOf('HTTPS://Shop.Koala.com.au:8443/a?b')).toBe('shop.koala.com.au');
    expect(hostOf('koala.com')).toBe('koala.com');
  });

  it("is the registry's url rule: 'should be a valid link' after the field's label", () => {
    const def = ORGANISATION_FIELDS.website;
    expect(fieldProblem(def, 'https://www.bing.com/search?q=x')).toBe(
      'Website should be a valid link',
    );
    expect(fieldProblem(def, 'not a link')).toBe('Website should be a valid link');
    expect(fieldProblem(def, '')).toBeNull();
    expect(fieldProblem(def, ' https://koalasupply.com.au ')).toBeNull();
  });
});
