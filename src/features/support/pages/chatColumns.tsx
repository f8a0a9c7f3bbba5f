import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router-dom';
import type { TicketSummary } from '@/domain/contract';
import { orderPaths } from '@/domain/orders/paths';
import { formatDateTime } from '@/domain/format';
import { supportPaths } from '../paths';

/** The chat list's table: its subject (marked when unread), its order, and when it last moved. */
export const chatColumns: ColumnsType<TicketSummary> = [
  {
    title: 'Subject',
    key: 'subject',
    render: (_value, ticket) => (
      <span className={ticket.unread ? 'chat-subject chat-subject-unread' : 'chat-subject'}>
        <Link to={supportPaths.chat(ticket.uid)}>{ticket.subject}</Link>
        {ticket.unread && (
          <Tag color="blue" className="chat-unread-tag">
            Unread
          </Tag>
        )}
      </span>
    ),
  },
  {
    title: 'Order',
    key: 'order',
    render: (_value, { order }) =>
      order ? (
        <Link to={orderPaths.summary(order.direction, order.id)}>{order.reference}</Link>
      ) : (
        'General'
      ),
  },
  { title: 'Messages', dataIndex: 'comment_count', align: 'right' },
  {
    title: 'Last activity',
    dataIndex: 'updated_at',
    render: (at: string) => formatDateTime(at),
  },
];
