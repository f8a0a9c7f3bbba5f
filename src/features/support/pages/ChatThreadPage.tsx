import { Alert, Card, Flex, Pagination, Space, Tag, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useSearchParamState } from '@/core/routing/urlState';
import type { TicketThreadResponse } from '@/domain/contract';
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

/** `?page=` as a page number; absent or odd: the latest page (the server's choice). */
function usePageParam(): [number | undefined, (page: number | undefined) => void] {
  const [param, setParam] = useSearchParamState('page');
  const raw = Number(param);
  const page = Number.isInteger(raw) && raw > 0 ? raw : undefined;
  const setPage = (next: number | undefined) =>
    setParam(next ? String(next) : undefined, { replace: next === undefined });
  return [page, setPage];
}

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

/** A support thread: its comments oldest to newest, a page at a time, and the reply box. */
export function ChatThreadPage() {
  const { uid = '' } = useParams();
  const [page, setPage] = usePageParam();
  const thread = useGetThreadQuery({ uid, page });
  useMarkReadOnOpen(uid, thread.data);
  useBreadcrumbName(uid, thread.data?.data.subject);

  // A page past the end (an old link): the latest page instead.
  const lastPage = thread.data?.meta.total_pages;
  useEffect(() => {
    if (page && lastPage && page > lastPage) setPage(undefined);
  });

  return (
    <QueryBoundary query={thread} noun="chat">
      {(answer) => <ThreadView answer={answer} onPage={setPage} />}
    </QueryBoundary>
  );
}

function ThreadView({
  answer,
  onPage,
}: {
  answer: TicketThreadResponse;
  onPage: (page: number | undefined) => void;
}) {
  const { data: ticket, meta } = answer;
  const mayReply = useIsAllowed(EDIT);
  const pager =
    meta.total_pages > 1 ? (
      <Pagination
        className="chat-pager"
        current={meta.page}
        pageSize={meta.per_page}
        total={meta.total}
        showSizeChanger={false}
        showTotal={(total, [from, to]) => `Messages ${from}–${to} of ${total}`}
        onChange={(next) => onPage(next)}
      />
    ) : null;

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
        {pager}
        <ol className="chat-thread" aria-label="Messages">
          {ticket.comments.map((comment) => (
            <CommentItem key={comment.id} comment={comment} />
          ))}
        </ol>
        {pager}
      </Card>
      <Card className="chat-card">
        {ticket.status === 'closed' ? (
          <Alert type="info" showIcon title="This chat is closed. Reopen it to reply." />
        ) : mayReply ? (
          <Composer uid={ticket.uid} onSent={() => onPage(undefined)} />
        ) : (
          <Alert type="info" showIcon title="Your role can read this chat but not reply to it." />
        )}
      </Card>
    </article>
  );
}
