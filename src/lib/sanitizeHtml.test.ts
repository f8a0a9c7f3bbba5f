// @vitest-environment jsdom
// jsdom, where DOMPurify really runs (under happy-dom it walks no nodes; sanitizeHtml.fallback.test
// covers what the sanitiser does there). The browser test tests/e2e/support.spec.ts repeats the
// corpus in Chromium.
import fc from 'fast-check';
import { sanitizeHtml, textToHtml } from './sanitizeHtml';

/** The sanitised markup as a DOM, to look for what must not be there. */
function parsed(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = sanitizeHtml(html);
  return host;
}

const DANGEROUS_TAGS = 'script, iframe, frame, object, embed, applet, style, svg, math, form, base';

function expectHarmless(host: HTMLElement) {
  expect(host.querySelectorAll(DANGEROUS_TAGS)).toHaveLength(0);
  for (const element of host.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      expect(attribute.name).not.toMatch(/^on/i);
      expect(attribute.name).not.toBe('style');
      expect(attribute.value).not.toMatch(/^\s*(javascript|vbscript):/i);
    }
  }
}

const PAYLOADS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=2">',
  '<IMG SRC=x OnErRoR=window.__xss=3>',
  '<svg onload="window.__xss=4"><circle r="1"/></svg>',
  '<a href="javascript:window.__xss=5">click</a>',
  '<a href="  JaVaScRiPt:window.__xss=6">click</a>',
  '<iframe srcdoc="<script>parent.__xss=7</script>"></iframe>',
  '<iframe src="javascript:parent.__xss=8"></iframe>',
  '<object data="javascript:window.__xss=9"></object>',
  '<embed src="javascript:window.__xss=10">',
  '<div style="width: expression(window.__xss=11)">x</div>',
  '<style>@import "javascript:window.__xss=12";</style>',
  '<body onload="window.__xss=13">',
  '<details open ontoggle="window.__xss=14">x</details>',
  '<form action="javascript:window.__xss=15"><button>go</button></form>',
  '<math><mtext><img src=x onerror="window.__xss=16"></mtext></math>',
  '<a href="vbscript:msgbox(17)">vb</a>',
  '<img src="data:text/html;base64,PHNjcmlwdD4=">',
  '<p onmouseover="window.__xss=19">hover</p>',
  '<base href="javascript:/">',
  '<video><source onerror="window.__xss=21"></video>',
  '"><script>window.__xss=22</script>',
];

describe('sanitizeHtml', () => {
  it.each(PAYLOADS)('makes %s harmless', (payload) => {
    expectHarmless(parsed(payload));
  });

  it('keeps the harmless markup of a comment, and links open apart from the portal', () => {
    const host = parsed(
      '<p>Hello <strong>there</strong> &amp; <a href="https://example.com/t">track</a></p>',
    );
    expect(host.querySelector('p strong')?.textContent).toBe('there');
    const link = host.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('https://example.com/t');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(host.textContent).toBe('Hello there & track');
  });

  it('makes any markup harmless (property)', () => {
    const piece = fc.constantFrom(...PAYLOADS, '<b>', '</b>', 'text', '<p>', '&', '"', "'");
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), (pieces) => {
        expectHarmless(parsed(pieces.join('')));
      }),
      { numRuns: 150 },
    );
  });
});

describe('textToHtml', () => {
  it('escapes markup and keeps line breaks', () => {
    expect(textToHtml('a < b & "c"\r\nnext\n\'d\'')).toBe(
      'a &lt; b &amp; &quot;c&quot;<br>next<br>&#39;d&#39;',
    );
  });

  it('shows any text exactly as typed, never as markup (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        const host = document.createElement('div');
        host.innerHTML = textToHtml(text);
        expect(host.children.length).toBe(host.querySelectorAll('br').length);
        // The parser drops NUL characters; everything else reads back exactly.
        expect(host.textContent).toBe(text.replace(/\r\n?|\n|\0/g, ''));
      }),
      { numRuns: 200 },
    );
  });
});
