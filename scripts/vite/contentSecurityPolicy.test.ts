import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  inlineScriptHashes,
  policyDirectives,
  withContentSecurityPolicy,
} from './contentSecurityPolicy';

const sha = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');
const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.slice(name.length + 1);

describe('the Content-Security-Policy of a built page', () => {
  const page =
    '<!doctype html><html><head><title>x</title><script type="module" crossorigin src="/assets/a.js"></script></head>' +
    '<body><div id="root"></div><script>if(1)document.body.dataset.a="1"</script></body></html>';

  it('hashes exactly the inline scripts, not those with a src', () => {
    expect(inlineScriptHashes(page)).toEqual([sha('if(1)document.body.dataset.a="1"')]);
  });

  it('puts the policy first in the head, once, with those hashes and no unsafe script source', () => {
    const html = withContentSecurityPolicy(withContentSecurityPolicy(page, {}), {});
    expect(html.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(html).toMatch(/^<!doctype html><html><head><meta http-equiv="Content-Security-Policy"/);
    const policy = /content="([^"]+)"/.exec(html)![1]!;
    expect(directive(policy, 'script-src')).toBe(
      `'self' 'sha256-${sha('if(1)document.body.dataset.a="1"')}'`,
    );
    expect(directive(policy, 'object-src')).toBe("'none'");
  });

  it('lets the page reach the configured API, cable, error reports and search, and reCAPTCHA when set', () => {
    const policy = policyDirectives(
      {
        VITE_API_BASE_URL: 'https://api.example.com/base',
        VITE_SENTRY_DSN: 'https://key@o1.ingest.sentry.io/42',
        VITE_RECAPTCHA_SITE_KEY: 'site-key',
      },
      [],
    ).join('; ');
    const connect = directive(policy, 'connect-src')!.split(' ');
    expect(connect).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://api.example.com',
        'wss://api.example.com',
        'https://o1.ingest.sentry.io',
        'https://*.algolia.net',
      ]),
    );
    expect(directive(policy, 'script-src')).toContain('https://www.google.com/recaptcha/');
    expect(directive(policy, 'script-src')).not.toContain('unsafe');
    const without = policyDirectives({}, []).join('; ');
    expect(directive(without, 'script-src')).toBe("'self'");
    expect(directive(without, 'connect-src')).not.toContain('api.example.com');
  });
});
