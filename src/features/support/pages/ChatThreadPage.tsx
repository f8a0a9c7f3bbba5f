import { Alert, Button, Card, Flex, Space, Tag, Typography } from 'antd';
import { useEffect, useLayoutEffect, useRef, useState, type UIEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { TicketComment, TicketThreadResponse } from '@/domain/contract';
import { useBreadcrumbName } from '@/components/breadcrumbs/BreadcrumbNames';
import { QueryBoundary } from '@/components/page/QueryBoundary';
import { useIsAllowed } from '@/components/Restricted';
import { orderPaths } from '@/domain/orders/paths';
import { useGetThreadQuery, useMarkTicketReadMutation } from '../api';
import { CommentItem } from '../components/CommentItem';
import { Composer } from '../components/Composer';
import { StatusButton } from '../components/StatusButton';
import { supportPaths } from '../paths';
import '../support.css';

const EDIT = { permission: 'edit' } as const;

/** Pixels from an edge that still count as being at it (a reader rarely stops exactly there). */
const EDGE = 40;

/**
 * Marks the thread read once its answer says it is unread, and again when a newer reply arrives
 * (the live updates refetch the thread): the list and dashboard counts follow through the tags.
 */
function useMarkReadOnOpen(uid: string, thread: TicketThreadResponse | undefined) {
  const [markRead] = useMarkTicketReadMutation();
  const marked = useRef<string | null>(null);
  const ticket = thread?.data;
  useEffect(() => {
    if (!ticket?.unread || marked.current === ticket.updated_at) return;
    marked.current = ticket.updated_at;
    void markRead(uid);
  }, [ticket?.unread, ticket?.updated_at, markRead, uid]);
}

/**
 * A support thread as one conversation: the latest page of comments (and the one before it when
 * the latest holds only a few, so at least a page's worth shows), earlier pages prepended on
 * scrolling up or with "Show earlier messages", and the reply box. Pages are the server's fixed
 * windows of the thread (page p holds the same comments whatever is added after), so each page is
 * read on its own and shown in order; no server change is needed.
 */
export function ChatThreadPage() {
  const { uid = '' } = useParams();
  const thread = useGetThreadQuery({ uid });
  useMarkReadOnOpen(uid, thread.data);
  useBreadcrumbName(uid, thread.data?.data.subject);

  return (
    <QueryBoundary query={thread} noun="chat">
      {(answer) => <ThreadView key={uid} answer={answer} />}
    </QueryBoundary>
  );
}

/**
 * The first page shown: fixed once the thread first answers, so a page filling up later never
 * takes comments off the top of what the reader sees.
 */
function useFirstPage({ data, meta }: TicketThreadResponse) {
  const [first, setFirst] = useState(() =>
    data.comments.length < meta.per_page && meta.page > 1 ? meta.page - 1 : meta.page,
  );
  return [Math.min(first, meta.page), setFirst] as const;
}

/**
 * Keeps the reader's place in the scrolling list: at the bottom when the thread opens, after
 * Send, and when a reply arrives while the reader is at the bottom; where it was (the same
 * message in view) when earlier messages are prepended or a reply arrives while reading above.
 */
function useReadersPlace(firstId?: number, lastId?: number) {
  const list = useRef<HTMLOListElement>(null);
  const atBottom = useRef(true);
  const lastHeight = useRef(0);
  const lastFirstId = useRef(firstId);
  useLayoutEffect(() => {
    const box = list.current;
    if (!box) return;
    if (lastFirstId.current !== undefined && firstId !== lastFirstId.current)
      box.scrollTop += box.scrollHeight - lastHeight.current;
    else if (atBottom.current) box.scrollTop = box.scrollHeight;
    lastFirstId.current = firstId;
    lastHeight.current = box.scrollHeight;
  }, [firstId, lastId]);
  const trackScroll = (box: HTMLElement) => {
    lastHeight.current = box.scrollHeight;
    atBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight < EDGE;
  };
  const stickToBottom = () => {
    atBottom.current = true;
  };
  return { list, trackScroll, stickToBottom };
}

function ThreadView({ answer }: { answer: TicketThreadResponse }) {
  const { data: ticket, meta } = answer;
  const mayReply = useIsAllowed(EDIT);
  const [first, setFirst] = useFirstPage(answer);
  const earlier = Array.from({ length: meta.page - first }, (_, i) => first + i);
  // The same cache entry the oldest shown page reads: whether it is still on its way.
  const oldest = useGetThreadQuery({ uid: ticket.uid, page: first }, { skip: first === meta.page });
  const loadingEarlier = first < meta.page && !oldest.data;
  const hasEarlier = first > 1;
  const showEarlier = () => {
    if (hasEarlier && !loadingEarlier) setFirst(first - 1);
  };

  // What each page held when it was the latest, so a page that filled up stays on screen while
  // it is read again as an earlier page.
  const [seen, setSeen] = useState<Record<number, TicketComment[]>>({});
  if (seen[meta.page] !== ticket.comments) setSeen({ ...seen, [meta.page]: ticket.comments });
  const firstId = (oldest.data?.data.comments ?? ticket.comments)[0]?.id;
  const { list, trackScroll, stickToBottom } = useReadersPlace(firstId, ticket.comments.at(-1)?.id);
  const onScroll = (event: UIEvent<HTMLOListElement>) => {
    trackScroll(event.currentTarget);
    if (event.currentTarget.scrollTop < EDGE) showEarlier();
  };

  return (
    <article className="chat-page" aria-labelledby="chat-title">
      <Flex justify="space-between" align="start" wrap gap={12}>
        <div>
          <Typography.Title level={1} id="chat-title" className="chat-title">
            {ticket.subject}
          </Typography.Title>
          <Space size={8} wrap>
            <Tag color={ticket.status === 'open' ? 'green' : 'default'}>
              {ticket.status === 'open' ? 'Open' : 'Closed'}
            </Tag>
            {ticket.order ? (
              <span>
                Order{' '}
                <Link to={orderPaths.summary(ticket.order.direction, ticket.order.id)}>
                  {ticket.order.reference}
                </Link>
              </span>
            ) : (
              <Tag>General</Tag>
            )}
          </Space>
        </div>
        <Space wrap>
          <Link to={supportPaths.chats}>All chats</Link>
          <StatusButton ticket={ticket} />
        </Space>
      </Flex>
      <Card className="chat-card">
        {hasEarlier && (
          <Button block type="link" loading={loadingEarlier} onClick={showEarlier}>
            Show earlier messages
          </Button>
        )}
        <ol className="chat-thread" aria-label="Messages" ref={list} onScroll={onScroll}>
          {earlier.map((page) => (
            <EarlierPage key={page} uid={ticket.uid} page={page} placeholder={seen[page]} />
          ))}
          {ticket.comments.map((comment) => (
            <CommentItem key={comment.id} comment={comment} />
          ))}
        </ol>
      </Card>
      <Card className="chat-card">
        {ticket.status === 'closed' ? (
          <Alert type="info" showIcon title="This chat is closed. Reopen it to reply." />
        ) : mayReply ? (
          <Composer uid={ticket.uid} onSent={stickToBottom} />
        ) : (
          <Alert type="info" showIcon title="Your role can read this chat but not reply to it." />
        )}
      </Card>
    </article>
  );
}

/**
 * One earlier page's comments, read on its own. Until it answers, what it held when it was the
 * latest page (it fills up and the next page becomes the latest), so nothing blinks out.
 */
function EarlierPage({
  uid,
  page,
  placeholder,
}: {
  uid: string;
  page: number;
  placeholder?: TicketComment[];
}) {
  const { data } = useGetThreadQuery({ uid, page });
  const comments = data?.data.comments ?? placeholder ?? [];
  return (
    <>
      {comments.map((comment) => (
        <CommentItem key={comment.id} comment={comment} />
      ))}
    </>
  );
}
