import { Card, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { DASHBOARD_MESSAGES_DEFAULT, type DashboardMessage } from '@/domain/dashboard/contract';
import { PageSection } from '@/components/page/PageSection';
import { QueryBoundary } from '@/components/page/QueryBoundary';
import { supportPaths } from '@/features/support/paths';
import { useGetDashboardMessagesQuery } from '../api';
import { formatShortDateTime } from '@/domain/format';

function MessageRow({ message }: { message: DashboardMessage }) {
  return (
    <li
      className={
        message.unread ? 'dashboard-message dashboard-message--unread' : 'dashboard-message'
      }
    >
      <div className="dashboard-message__head">
        <Link to={supportPaths.chat(message.ticket_uid)}>{message.subject}</Link>
        {message.unread && <span className="dashboard-message__unread">Unread</span>}
      </div>
      <Typography.Text type="secondary">
        {message.author} ·{' '}
        <time dateTime={message.created_at}>{formatShortDateTime(message.created_at)}</time>
      </Typography.Text>
      {/* Plain text from the server, rendered as text: nothing in a comment can run here. */}
      <Typography.Paragraph className="dashboard-message__excerpt">
        {message.excerpt}
      </Typography.Paragraph>
    </li>
  );
}

/** The newest replies from the warehouse across the organisation's threads, each opening its thread. */
export function LatestMessages() {
  const messages = useGetDashboardMessagesQuery(DASHBOARD_MESSAGES_DEFAULT);
  return (
    <PageSection
      id="latest-messages-title"
      title="Latest messages"
      level={2}
      className="dashboard-section"
      extra={<Link to={supportPaths.chats}>All chats</Link>}
    >
      <Card size="small">
        <QueryBoundary
          query={messages}
          noun="latest messages"
          isEmpty={(rows) => rows.length === 0}
          skeletonRows={5}
        >
          {(rows) => (
            <ul className="dashboard-messages" aria-labelledby="latest-messages-title">
              {rows.map((message) => (
                <MessageRow key={message.id} message={message} />
              ))}
            </ul>
          )}
        </QueryBoundary>
      </Card>
    </PageSection>
  );
}
