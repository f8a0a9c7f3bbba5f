// @vitest-environment happy-dom
// happy-dom, where DOMPurify hands markup back untouched: the sanitiser must notice and fail
// closed. sanitizeHtml.test.ts covers the DOMPurify path (jsdom).
import { sanitizeHtml } from './sanitizeHtml';

it('fails closed where DOMPurify cannot clean: the text is kept, escaped, and no markup', () => {
  const host = document.createElement('div');
  host.innerHTML = sanitizeHtml(
    '<p>Hello <strong>there</strong> & <em>welcome</em></p><img src=x onerror="window.__xss=1">',
  );
  expect(host.textContent).toBe('Hello there & welcome');
  expect(host.children).toHaveLength(0);
});
