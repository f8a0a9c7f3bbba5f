import type { TicketComment } from '@/domain/contract';
import { formatDateTime } from '@/domain/format';
import { AttachmentList } from './AttachmentList';
import { CommentBody } from './CommentBody';

/** One message of a thread: who wrote it and when, the (sanitised) text, its files. */
export function CommentItem({ comment }: { comment: TicketComment }) {
  const side = comment.from_support ? 'chat-comment-support' : 'chat-comment-merchant';
  return (
    <li className={`chat-comment ${side}`}>
      <header className="chat-comment-header">
        <strong>{comment.author}</strong>
        {comment.from_support && <span className="chat-comment-role"> (warehouse)</span>}
        <time dateTime={comment.created_at}>{formatDateTime(comment.created_at)}</time>
      </header>
      <CommentBody html={comment.body} />
      <AttachmentList files={comment.attachments} />
    </li>
  );
}
