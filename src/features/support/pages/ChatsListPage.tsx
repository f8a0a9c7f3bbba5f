import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button, Card, Checkbox, Flex, Radio, Tabs, Tag } from 'antd';
import { ListEndpointExport } from '@/components/export';
import { useListParams, type ListState } from '@/core/routing/urlState';
import { ListPageHeader } from '@/components/page/ListPageHeader';
import { ListSearch } from '@/components/page/ListSearch';
import { SavedViews } from '@/components/list-views/SavedViews';
import { ServerTable } from '@/components/page/ServerTable';
import type { ListParamsConfig } from '@/core/routing/urlState';
import { supportApi, useListTicketsQuery } from '../api';
import { chatColumns } from './chatColumns';
import { supportPaths } from '../paths';
import { useOrderReference, type OrderReferenceState } from '../useOrderReference';
import '../support.css';

/** Tab, filters, search and page live in the URL: a link opens the same view. */
const CHAT_LIST: ListParamsConfig = {
  queryKey: 'q',
  filters: ['status', 'unread', 'order_id', 'type'],
};

const EDIT = { permission: 'edit' } as const;

/** What the export asks beside the list's request: the tab's chats, as the table does. */
const TAB_REQUEST = { open: { status: 'open' }, closed: { status: 'closed' } } as const;

// The file's columns load with the first export, not with the list.
const chatCsvColumns = async () => (await import('./chatCsvColumns')).chatCsvColumns();

const TYPE_OPTIONS = [
  { label: 'All', value: '' },
  { label: 'About an order', value: 'order' },
  { label: 'General', value: 'general' },
];

/** The count beside the Open tab: its unread chats under the same order and type filters. */
function useUnreadOpenCount(list: ListState): number {
  const { order_id, type } = list.params.filters;
  const counted = useListTicketsQuery({
    page: 1,
    per_page: 1,
    status: 'open',
    unread: '1',
    ...(order_id ? { order_id } : {}),
    ...(type ? { type } : {}),
  });
  return counted.data?.meta.total ?? 0;
}

function TabLabel({ label, unread }: { label: string; unread?: number }) {
  return (
    <span>
      {label}
      {unread ? (
        <span className="chat-tab-count">
          {unread}
          <span className="visually-hidden"> unread</span>
        </span>
      ) : null}
    </span>
  );
}

function Filters({ list, order }: { list: ListState; order: OrderReferenceState }) {
  const { unread, type, order_id } = list.params.filters;
  return (
    <Flex gap={16} wrap align="center" className="chat-filters">
      <ListSearch list={list} label="Search chats" placeholder="Search by subject" />
      <Flex gap={8} align="center">
        <span id="chat-type-label">Type</span>
        <Radio.Group
          aria-labelledby="chat-type-label"
          optionType="button"
          options={TYPE_OPTIONS}
          value={type ?? ''}
          onChange={(e) => list.update({ filters: { type: e.target.value as string } })}
        />
      </Flex>
      <Checkbox
        checked={unread === '1'}
        onChange={(e) => list.update({ filters: { unread: e.target.checked ? '1' : undefined } })}
      >
        Unread only
      </Checkbox>
      {order_id && (
        <Tag className="chat-order-filter">
          {order.reference
            ? `Order ${order.reference}`
            : order.failed
              ? 'An order that could not be found'
              : 'Order …'}
          <Button
            type="link"
            size="small"
            onClick={() => list.update({ filters: { order_id: undefined } })}
          >
            Show all orders
          </Button>
        </Tag>
      )}
    </Flex>
  );
}

/** Support chats: Open and Closed tabs, filters, unread marked, newest activity first. */
export function ChatsListPage() {
  const list = useListParams(CHAT_LIST);
  const status = list.params.filters.status === 'closed' ? 'closed' : 'open';
  const tickets = useListTicketsQuery({ ...list.request, status });
  const unreadOpen = useUnreadOpenCount(list);
  const orderId = list.params.filters.order_id;
  const orderReference = useOrderReference(
    orderId ? Number(orderId) || null : null,
    tickets.data?.data.find((t) => String(t.order?.id) === orderId)?.order?.reference,
  );

  const table = (
    <ServerTable
      list={list}
      query={tickets}
      noun="chats"
      rowKey="uid"
      aria-label={`${status === 'open' ? 'Open' : 'Closed'} chats`}
      columns={chatColumns}
      rowClassName={(ticket) => (ticket.unread ? 'chat-row-unread' : '')}
    />
  );

  return (
    <section aria-labelledby="chats-title">
      <ListPageHeader
        id="chats-title"
        title="Chats"
        rule={EDIT}
        add={{
          label: 'New chat',
          to: supportPaths.newChat(orderId),
          icon: <PlusOutlined aria-hidden />,
        }}
        exportAction={
          <ListEndpointExport
            name={`${status === 'open' ? 'Open' : 'Closed'} chats`}
            noun="chats"
            endpoint={supportApi.endpoints.listTickets}
            request={list.request}
            fixed={TAB_REQUEST[status]}
            columns={chatCsvColumns}
            currentRows={tickets.currentData?.data}
          />
        }
      />
      <Card>
        <SavedViews list="support.chats" style={{ marginBottom: 16 }} />
        <Filters list={list} order={orderReference} />
        <Tabs
          activeKey={status}
          onChange={(key) => list.update({ filters: { status: key } })}
          items={[
            {
              key: 'open',
              label: <TabLabel label="Open" unread={unreadOpen} />,
              children: status === 'open' ? table : null,
            },
            {
              key: 'closed',
              label: <TabLabel label="Closed" />,
              children: status === 'closed' ? table : null,
            },
          ]}
        />
      </Card>
    </section>
  );
}
