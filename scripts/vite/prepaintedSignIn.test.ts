import { describe, expect, it } from 'vitest';
import {
  disableControls,
  loadScriptsAfterPaint,
  pageHtml,
  prunedStyles,
} from './prepaintedSignIn';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>KeepStock</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="modulepreload" crossorigin href="/assets/antd-2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-3.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const PAGE = {
  path: '/auth/login',
  html: '<div class="app-root"><form><input name="email"/><button type="submit">Sign in</button></form></div>',
  styles: '',
  sessionCookie: 'KS_session',
};

/** The list the inline loader adds as `rel` links, read back from its source. */
function loaderList(html: string, rel: string): string[] {
  const match = new RegExp(`(\\[[^\\]]*\\])\\.forEach\\(function\\(href\\)\\{add\\('${rel}'`).exec(
    html,
  );
  return match ? (JSON.parse(match[1]) as string[]) : [];
}

describe('the pre-painted sign-in page', () => {
  it('shows its controls disabled and the whole page inert until the app takes over', () => {
    const html = disableControls(PAGE.html);
    expect(html).toMatch(/^<div class="app-root" inert="" data-prepainted="">/);
    expect(html).toContain('<input disabled="" name="email"/>');
    expect(html).toContain('<button disabled="" type="submit">');
  });

  it('fetches the entry, its preloads and the route chunks only after the first paint', () => {
    const html = loadScriptsAfterPaint(INDEX, {
      modules: ['/assets/LoginPage-4.js', '/assets/antd-2.js'],
      styles: ['/assets/fields-5.css'],
    });
    // No tag the parser would fetch before painting, but the page's own stylesheet.
    expect(html).not.toMatch(/<script type="module"/);
    expect(html).not.toMatch(/rel="modulepreload"/);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-3.css">');
    expect(loaderList(html, 'modulepreload')).toEqual([
      '/assets/react-1.js',
      '/assets/antd-2.js',
      '/assets/LoginPage-4.js',
    ]);
    expect(loaderList(html, 'stylesheet')).toEqual(['/assets/fields-5.css']);
    expect(html).toContain('script.src="/assets/index-abc.js"');
    // After the frame that paints; after 200 ms when frames do not run (a hidden tab).
    expect(html).toContain(
      'requestAnimationFrame(function(){setTimeout(load)});setTimeout(load,200)',
    );
  });

  it('refuses an index.html without an entry script or an empty root', () => {
    const noEntry = INDEX.replace(/<script type="module"[^\n]*\n/, '');
    expect(() => loadScriptsAfterPaint(noEntry, { modules: [], styles: [] })).toThrow(
      /no module entry/,
    );
    expect(() =>
      pageHtml(INDEX.replace('<div id="root"></div>', '<div id="app"></div>'), PAGE, '', {
        modules: [],
        styles: [],
      }),
    ).toThrow(/no empty #root/);
  });

  it('puts the page in #root, its styles first in the head, and empties it for a session', () => {
    const html = pageHtml(INDEX, PAGE, '<style data-prepainted="">.x{}</style>', {
      modules: [],
      styles: [],
    });
    expect(html).toContain('<head><style data-prepainted="">.x{}</style>');
    expect(html).toContain('<div id="root"><div class="app-root" inert=""');
    const guard = /<script>if\(\/(.+?)\/\.test\(document\.cookie\)\)/.exec(html);
    expect(guard).not.toBeNull();
    const signedIn = new RegExp(guard![1]);
    expect(signedIn.test('KS_session=%7B%7D')).toBe(true);
    expect(signedIn.test('theme=dark; KS_session=%7B%7D')).toBe(true);
    expect(signedIn.test('OLD_KS_session=1')).toBe(false);
    expect(signedIn.test('')).toBe(false);
  });

  it("keeps only the rules and custom properties the page's markup can use, no SSR markers", async () => {
    const extracted =
      '<style data-rc-order="prependQueue" data-css-hash="a">.ant-btn{color:red;margin:var(--used)}.ant-col-24{width:100%}</style>' +
      '<style data-css-hash="v">.ant-form{--used:1px;--unused:2px}</style>' +
      '<style data-css-hash="b">@media (min-width:576px){.ant-col-sm-12{width:50%}.ant-form{margin:0}}</style>' +
      '<style data-ant-cssinjs-cache-path="data-ant-cssinjs-cache-path">.data-ant-cssinjs-cache-path{content:"a|b"}</style>';
    const html = '<form class="ant-form"><button class="ant-btn">Go</button></form>';
    const styles = await prunedStyles(extracted, html);
    expect(styles).toMatch(/^<style data-prepainted="">[^<]*<\/style>$/);
    expect(styles).toContain('.ant-btn{color:red;margin:var(--used)}');
    expect(styles).toContain('--used:1px');
    expect(styles).not.toContain('--unused');
    expect(styles).toContain('.ant-form{margin:0}');
    expect(styles).not.toContain('ant-col');
    expect(styles).not.toContain('cache-path');
  });
});
