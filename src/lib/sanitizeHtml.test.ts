// @vitest-environment jsdom
// jsdom, where DOMPurify really runs (under happy-dom it walks no nodes; sanitizeHtml.fallback.test
// covers what the sanitiser does there). The browser test tests/e2e/support.spec.ts repeats the
// corpus in Chromium.
import fc from 'fast-check';
import { ALLOWED_TAGS, sanitizeHtml, textToHtml } from './sanitizeHtml';

/** The sanitised markup as a DOM, to look for what must not be there. */
function parsed(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = sanitizeHtml(html);
  return host;
}

const DANGEROUS_TAGS = 'script, iframe, frame, object, embed, applet, style, svg, math, form, base';
/** The only attributes any element may carry: a link's href, and the target and rel set on it. */
const LINK_ATTRIBUTES = ['href', 'target', 'rel'];

function expectHarmless(host: HTMLElement) {
  expect(host.querySelectorAll(DANGEROUS_TAGS)).toHaveLength(0);
  for (const element of host.querySelectorAll('*')) {
    expect(ALLOWED_TAGS).toContain(element.tagName.toLowerCase());
    for (const attribute of element.attributes) {
      expect(element.tagName === 'A' && LINK_ATTRIBUTES.includes(attribute.name)).toBe(true);
      expect(attribute.value).not.toMatch(/^\s*(javascript|vbscript|data):/i);
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
  // The portal's own styles: a message that borrows them could cover the page.
  '<div class="gate-loader" role="status">Loading…</div>',
  '<p id="root" class="ant-modal-wrap" style="position:fixed;inset:0">cover</p>',
  '<span CLASS="gate-loader" ID="x" Style="z-index:9999">s</span>',
  '<style>.chat-comment-body{position:fixed}</style>',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<svg><style>*{display:none}</style><a href="#" class="x">svg</a></svg>',
  '<input type="text" name="email" form="login"><textarea>t</textarea><select><option>o</select>',
  '<img src="https://tracker.example/p.gif" width="9999" height="9999">',
  '<a href="https://example.com" class="ant-btn" id="a" target="_top" rel="opener">link</a>',
  '<form id="f"><button formaction="https://evil.example">go</button></form>',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<h1 class="page-title">Big</h1><table class="x"><tr><td>t</td></tr></table>',
  '<p data-testid="x" aria-hidden="true" title="t" lang="fr" dir="rtl" hidden>attrs</p>',
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

  it('keeps basic formatting, without any attribute', () => {
    const html =
      '<p>a <b>b</b> <strong>c</strong> <i>d</i> <em>e</em> <u>f</u> <s>g</s><br><span>h</span></p>' +
      '<ul><li>i</li></ul><ol><li>j</li></ol><blockquote>k</blockquote><pre><code>l</code></pre>';
    expect(sanitizeHtml(html)).toBe(html);
    expect(sanitizeHtml('<p class="gate-loader" id="x" style="color:red">m</p>')).toBe('<p>m</p>');
  });

  it("drops the portal's own classes, ids and styles, and keeps the text", () => {
    const host = parsed(
      '<div class="gate-loader" id="root" style="position:fixed;inset:0;z-index:2000">Loading…</div>',
    );
    expect(host.innerHTML).toBe('Loading…');
    expect(parsed('<h2 class="x">Heading</h2><img src="https://e.example/a.png">').innerHTML).toBe(
      'Heading',
    );
  });

  it('keeps safe links only, and sets how they open', () => {
    const host = parsed(
      '<a href="mailto:help@example.com" target="_self" rel="opener">mail</a>' +
        '<a href="/orders/outbound/1/summary">order</a>' +
        '<a href="//evil.example/x">protocol-relative</a>' +
        '<a href="data:text/html,<b>x</b>">data</a>',
    );
    const links = [...host.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'mailto:help@example.com',
      '/orders/outbound/1/summary',
      null,
      null,
    ]);
    expect(links[0]!.getAttribute('target')).toBe('_blank');
    expect(links[0]!.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    // A link without a safe href is only its text: nothing to open.
    expect(links[2]!.attributes).toHaveLength(0);
  });

  it('never lets a class, id or style attribute, or a script, iframe, object or embed through (property)', () => {
    const tag = fc.constantFrom(
      ...ALLOWED_TAGS,
      'div',
      'script',
      'iframe',
      'object',
      'embed',
      'style',
      'svg',
      'math',
      'img',
      'form',
      'input',
      'link',
      'h1',
      'table',
      'template',
      'noscript',
      'SCRIPT',
      'IfRaMe',
    );
    const attribute = fc.tuple(
      fc.constantFrom('class', 'id', 'style', 'CLASS', 'Id', 'sTyle', 'href', 'onclick', 'name'),
      fc.constantFrom('gate-loader', 'position:fixed;inset:0', 'javascript:x()', 'https://e.x', ''),
    );
    type Node = { tag: string; attributes: [string, string][]; children: (Node | string)[] };
    const { tree } = fc.letrec<{ tree: Node; child: Node | string }>((tie) => ({
      tree: fc.record({
        tag,
        attributes: fc.array(attribute, { maxLength: 3 }),
        children: fc.array(tie('child'), { maxLength: 3 }),
      }),
      child: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        fc.constantFrom('text', '&', '<', '"', "'", '</p>', '<!--', '-->'),
        tie('tree'),
      ),
    }));
    const render = (node: Node | string): string =>
      typeof node === 'string'
        ? node
        : `<${node.tag}${node.attributes.map(([n, v]) => ` ${n}="${v}"`).join('')}>` +
          `${node.children.map(render).join('')}</${node.tag}>`;

    fc.assert(
      fc.property(fc.array(tree, { maxLength: 4 }), (trees) => {
        const out = sanitizeHtml(trees.map(render).join(''));
        const host = document.createElement('div');
        host.innerHTML = out;
        expect(host.querySelectorAll('script, iframe, object, embed')).toHaveLength(0);
        expect(host.querySelectorAll('[class], [id], [style]')).toHaveLength(0);
        expect(out).not.toMatch(/<(script|iframe|object|embed)\b|\s(class|id|style)\s*=/i);
        expectHarmless(host);
      }),
      { numRuns: 300 },
    );
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
