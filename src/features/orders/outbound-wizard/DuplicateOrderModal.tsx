import { Button, Input, List, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useDebouncedValue } from '@/components/hooks/useDebouncedValue';
import { SEARCH_DELAY_MS } from '@/components/page/ListSearch';
import { OrderStatusBadge } from '../components/OrderStatusBadge';
import { useListOrdersQuery } from '../api';

interface DuplicateOrderModalProps {
  onChoose: (id: number) => void;
  onCancel: () => void;
}

/** 'Duplicate': which outbound order to copy (search by reference, customer or barcode). */
export function DuplicateOrderModal({ onChoose, onCancel }: DuplicateOrderModalProps) {
  const [text, setText] = useState('');
  const query = useDebouncedValue(text, SEARCH_DELAY_MS).trim();
  const orders = useListOrdersQuery({
    direction: 'outbound',
    page: 1,
    per_page: 8,
    ...(query ? { query } : {}),
  });
  return (
    <Modal
      open
      title="Duplicate an outbound order"
      onCancel={onCancel}
      footer={null}
      destroyOnHidden
    >
      <Typography.Paragraph>
        The new order starts with the chosen order&apos;s customer, address and products.
      </Typography.Paragraph>
      <Input
        type="search"
        aria-label="Search orders to duplicate"
        placeholder="Reference, customer or barcode"
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <List
        aria-busy={orders.isFetching}
        loading={orders.isLoading}
        locale={{
          emptyText: orders.isError
            ? 'The orders could not be loaded. Try again.'
            : 'No orders match',
        }}
        dataSource={orders.data?.data ?? []}
        renderItem={(order) => (
          <List.Item
            actions={[
              <Button
                key="copy"
                onClick={() => onChoose(order.id)}
                aria-label={`Duplicate ${order.reference}`}
              >
                Duplicate
              </Button>,
            ]}
          >
            <List.Item.Meta
              title={order.reference}
              description={
                <span>
                  {order.customer_name} · {order.items} items ·{' '}
                  <OrderStatusBadge status={order.status} />
                </span>
              }
            />
          </List.Item>
        )}
      />
    </Modal>
  );
}
