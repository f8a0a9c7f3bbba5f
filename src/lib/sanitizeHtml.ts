import createDOMPurify, { type DOMPurify } from 'dompurify';

/**
 * The one HTML sanitiser of the portal. Support comments arrive as HTML from the warehouse's help
 * desk (and anyone holding an API token could post HTML as a merchant), so every comment body
 * passes through here before it reaches the DOM.
 *
 * An allow-list, not a block-list: only harmless formatting survives, and no element keeps an
 * attribute but a link's href. Without class, id or style a message cannot borrow the portal's own
 * styles (the auth gate's full-screen overlay, a fixed header) to draw over the page, nor be the
 * target of the portal's selectors or anchors; without style sheets, forms, media, svg or math
 * there is nothing to load, submit or hide script in. Anything else is dropped and its text kept
 * (script and style lose their text too).
 *
 * Decided: no headings (a message's h1 would compete with the page's own heading outline), no
 * images (attachments are shown apart; a remote image in a message tells its sender who read it),
 * no tables.
 */
export const ALLOWED_TAGS = [
  'a',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'p',
  'br',
  'ul',
  'ol',
  'li',
  'blockquote',
  'code',
  'pre',
  'span',
];
/** Only a link's href; target and rel are set on every link below, never taken from the message. */
const ALLOWED_ATTR = ['href'];

/** Only these schemes survive in href: no javascript:, vbscript:, data: in links. */
const SAFE_URL = /^(?:https?:|mailto:|tel:|#|\/(?!\/))/i;

// An instance of its own: its hooks must not change how other code's DOMPurify behaves.
let instance: DOMPurify | null = null;

function purifier(): DOMPurify {
  if (instance) return instance;
  const own = createDOMPurify(window);
  own.addHook('uponSanitizeAttribute', (node, data) => {
    // href on a link only; nothing else on any element, whatever a later DOMPurify default allows.
    data.keepAttr = (node as Element).tagName === 'A' && data.attrName === 'href';
  });
  own.addHook('afterSanitizeAttributes', (node) => {
    const element = node as Element;
    if (element.tagName !== 'A') return;
    const href = element.getAttribute('href');
    if (href !== null && !SAFE_URL.test(href.trim())) element.removeAttribute('href');
    // Links open apart from the portal and cannot reach back into it.
    if (element.hasAttribute('href')) {
      element.setAttribute('target', '_blank');
      element.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  });
  instance = own;
  return own;
}

const purify = (html: string) =>
  purifier().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
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
