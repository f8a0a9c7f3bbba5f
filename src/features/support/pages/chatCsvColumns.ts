import type { TicketSummary } from '@/domain/contract';
import { csvColumnsOf } from '@/components/export/tableColumns';
import { chatColumns } from './chatColumns';

/**
 * The chats' CSV columns: the table's, the order as its reference ('General' when the chat is
 * about no order), the count unformatted, the last activity as an ISO day; and whether the chat
 * is unread, which the table shows as a tag beside the subject.
 */
export const chatCsvColumns = () => [
  ...csvColumnsOf<TicketSummary>(
    chatColumns,
    {
      subject: (t) => t.subject,
      order: (t) => t.order?.reference ?? 'General',
      comment_count: (t) => t.comment_count,
      updated_at: (t) => t.updated_at,
    },
    ['updated_at'],
  ),
  { header: 'Unread', value: (t: TicketSummary) => (t.unread ? 'Yes' : 'No') },
];
