import MessageOutlined from '@ant-design/icons/MessageOutlined';
import { Badge, Button, Space, Tag, Typography } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import type { TicketSummary } from '@/domain/contract';
import { QueryBoundary } from '@/components/page/QueryBoundary';
import { Restricted } from '@/components/Restricted';
import { useListTicketsQuery } from '@/features/support/api';
import { supportPaths } from '@/features/support/paths';
import { countOf, formatDateTime } from '@/domain/format';
import { orderTabPage, type OrderRecord } from './orderDetail';
import { OrderTabSection } from './OrderTabSection';

/** An order rarely has more than a few threads; the support list pages the rest. */
const THREADS_SHOWN = 20;

/** /orders/<direction>/{id}/chat: the support threads about this order, and a new one. */
export const ChatPage = orderTabPage('chat', Chats);

function Chats({ order }: { order: OrderRecord }) {
  const navigate = useNavigate();
  const tickets = useListTicketsQuery({ page: 1, per_page: THREADS_SHOWN, order_id: order.id });
  return (
    <OrderTabSection
      order={order}
      part="chat"
      title="Chat"
      extra={
        <Restricted rule={{ permission: 'edit' }}>
          <Button
            type="primary"
            icon={<MessageOutlined aria-hidden />}
            onClick={() => void navigate(supportPaths.newChat(order.id))}
          >
            New chat about this order
          </Button>
        </Restricted>
      }
    >
      <QueryBoundary
        query={tickets}
        noun="order's chats"
        skeletonRows={4}
        isEmpty={(page) => page.data.length === 0}
      >
        {(page) => (
          <>
            <ul className="order-chats" aria-label="Chats about this order">
              {page.data.map((ticket) => (
                <ChatRow key={ticket.uid} ticket={ticket} />
              ))}
            </ul>
            <Typography.Paragraph>
              <Link to={supportPaths.chatsWith({ order_id: order.id })}>
                {page.meta.total > page.data.length
                  ? `See all ${page.meta.total} chats about this order in Support`
                  : 'See these chats in Support'}
              </Link>
            </Typography.Paragraph>
          </>
        )}
      </QueryBoundary>
    </OrderTabSection>
  );
}

function ChatRow({ ticket }: { ticket: TicketSummary }) {
  const messages = countOf(ticket.comment_count, 'message');
  return (
    <li className="order-chat">
      <Space size={8} wrap>
        <Link to={supportPaths.chat(ticket.uid)}>{ticket.subject}</Link>
        <Tag color={ticket.status === 'open' ? 'orange' : 'default'}>
          {ticket.status === 'open' ? 'Open' : 'Closed'}
        </Tag>
        {ticket.unread && <Badge status="processing" text="New reply" />}
      </Space>
      <Typography.Text type="secondary">
        {messages} · last activity {formatDateTime(ticket.updated_at)}
      </Typography.Text>
    </li>
  );
}
