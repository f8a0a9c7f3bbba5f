import createDOMPurify, { type DOMPurify } from 'dompurify';

/**
 * The one HTML sanitiser of the portal. Support comments arrive as HTML from the warehouse's help
 * desk (and anyone holding an API token could post HTML as a merchant), so every comment body
 * passes through here before it reaches the DOM.
 *
 * DOMPurify's defaults already drop scripts, event-handler attributes and javascript: URLs; the
 * list below also removes what could load or embed another document, draw outside the comment
 * (style, forms) or hide script in another namespace (svg, math), whatever a later DOMPurify
 * default allows.
 */
const FORBID_TAGS = [
  'script',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'base',
  'link',
  'meta',
  'style',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'svg',
  'math',
  'template',
];
const FORBID_ATTR = ['style', 'srcdoc', 'formaction', 'action', 'xlink:href'];

/** Only these schemes survive in href/src: no javascript:, vbscript:, data: in links. */
const SAFE_URL = /^(?:https?:|mailto:|tel:|#|\/(?!\/))/i;
const SAFE_IMAGE = /^(?:https?:|data:image\/(?:png|jpe?g|gif|webp);base64,)/i;

// An instance of its own: its hooks must not change how other code's DOMPurify behaves.
let instance: DOMPurify | null = null;

function purifier(): DOMPurify {
  if (instance) return instance;
  const own = createDOMPurify(window);
  own.addHook('uponSanitizeAttribute', (_node, data) => {
    // Any on* attribute, whatever its casing, never survives (DOMPurify drops them too).
    if (/^on/i.test(data.attrName)) data.keepAttr = false;
  });
  own.addHook('afterSanitizeAttributes', (node) => {
    const element = node as Element;
    if (!element.getAttribute) return;
    const href = element.getAttribute('href');
    if (href !== null && !SAFE_URL.test(href.trim())) element.removeAttribute('href');
    const src = element.getAttribute('src');
    if (src !== null && !SAFE_IMAGE.test(src.trim())) element.removeAttribute('src');
    // Links open apart from the portal and cannot reach back into it.
    if (element.tagName === 'A' && element.hasAttribute('href')) {
      element.setAttribute('target', '_blank');
      element.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  });
  instance = own;
  return own;
}

const purify = (html: string) =>
  purifier().sanitize(html, {
    FORBID_TAGS,
    FORBID_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    RETURN_TRUSTED_TYPE: false,
  });

const PROBE = '<b>ok</b><img src="x" onerror="x()"><script>x()</script>';
let works: boolean | null = null;

/**
 * Whether DOMPurify really cleans markup here. It hands the input back untouched where it cannot
 * run, and in some DOM implementations (happy-dom) walks no nodes at all, so it is tried once on
 * a probe before it is trusted.
 */
function purifierWorks(): boolean {
  if (works === null) {
    const out = purifier().isSupported ? purify(PROBE) : PROBE;
    works = out.includes('<b>ok</b>') && !/onerror|<script/i.test(out);
  }
  return works;
}

/** Markup that is safe to put into the page with innerHTML. */
export function sanitizeHtml(html: string): string {
  // Fail closed: where the sanitiser cannot be trusted, only the text is shown, escaped.
  if (!purifierWorks()) return textToHtml(textOf(html));
  return purify(html);
}

/**
 * The text a reader sees of some markup, read in an inert document (a parsed document loads no
 * image and runs no script), entities decoded.
 */
function textOf(html: string): string {
  if (typeof DOMParser === 'undefined') return html.replace(/<[^>]*>?/g, '');
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * A merchant's plain text as the HTML a comment body holds: every character that means something
 * in HTML escaped, line breaks kept as <br>. What the merchant typed is shown exactly, markup
 * included, and never runs.
 */
export function textToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[&<>"']/g, (c) => ESCAPES[c]!)
    .replace(/\n/g, '<br>');
}
