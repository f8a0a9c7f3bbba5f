import { useMemo } from 'react';
import { sanitizeHtml } from '@/lib/sanitizeHtml';

/**
 * A comment's HTML, always through the portal's one sanitiser: the warehouse's help desk sends
 * markup, and nothing in it may run.
 */
export function CommentBody({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // The only innerHTML of the thread, and it is sanitised right above.
  return <div className="chat-comment-body" dangerouslySetInnerHTML={{ __html: clean }} />;
}
