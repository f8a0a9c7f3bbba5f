import { Card, Flex } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import type { OrderDirection, OrderListItem } from '@/domain/contract';
import { useCountries } from '@/components/hooks/useCountries';
import { useListParams } from '@/core/routing/urlState';
import { ListSearch } from '@/components/page/ListSearch';
import { PageHeading } from '@/components/page/PageSection';
import { ServerTable } from '@/components/page/ServerTable';
import { ListEndpointExport } from '@/components/export';
import { orderApi, useGetOrderFormOptionsQuery, useListOrdersQuery } from '../api';
import { OrderAddMenu } from '../components/OrderAddMenu';
import { useMerchantToday } from '../components/useMerchantToday';
import { BulkActions } from './bulk/BulkActions';
import { OrderFilterBar } from './filters/OrderFilterBar';
import { orderColumns } from './orderColumns';
import { ORDER_LIST, RETURNS_LIST } from './orderListConfig';
import { SavedViews } from '@/components/list-views/SavedViews';
import './orderLists.css';

type Kind = 'outbound' | 'inbound' | 'returns';

interface KindSetup {
  direction: OrderDirection;
  title: string;
  noun: string;
  /** Always asked of the server: the returns list is inbound orders of type return. */
  fixed?: Record<string, string>;
}

const SETUP: Record<Kind, KindSetup> = {
  outbound: { direction: 'outbound', title: 'Outbound Orders', noun: 'outbound orders' },
  inbound: { direction: 'inbound', title: 'Inbound Orders', noun: 'inbound orders' },
  returns: {
    direction: 'inbound',
    title: 'Returns',
    noun: 'returns',
    fixed: { sub_type: 'return' },
  },
};

/**
 * One order list: the server pages, sorts, searches and filters; every filter, the sort and the
 * page live in the URL (a view can be shared, saved and survives reload). Selected rows can be
 * printed or cancelled together.
 */
function OrderListPage({ kind }: { kind: Kind }) {
  const { direction, title, noun, fixed } = SETUP[kind];
  const list = useListParams(kind === 'returns' ? RETURNS_LIST : ORDER_LIST);
  const orders = useListOrdersQuery({ direction, ...list.request, ...fixed });
  const options = useGetOrderFormOptionsQuery(direction);
  const { countries } = useCountries();
  const context = useMemo(
    () => ({
      direction,
      countries,
      methods: options.data?.shipping_methods ?? [],
      originalOrder: kind === 'returns',
    }),
    [direction, countries, options.data, kind],
  );
  const columns = useMemo(() => orderColumns(context), [context]);
  // The export asks what the list asks: its direction and what the kind always adds.
  const exportFixed = useMemo(() => ({ direction, ...fixed }), [direction, fixed]);
  // The file's columns load with the first export, not with the list.
  const csvColumns = useCallback(
    async () => (await import('./orderCsvColumns')).orderCsvColumns(context),
    [context],
  );
  const today = useMerchantToday();

  // A selection belongs to the rows it was made on: another page, filter or sort starts afresh.
  const [selected, setSelected] = useState<OrderListItem[]>([]);
  const requestKey = JSON.stringify(list.request);
  const [selectedFor, setSelectedFor] = useState(requestKey);
  if (selectedFor !== requestKey) {
    setSelectedFor(requestKey);
    setSelected([]);
  }

  const titleId = `${kind}-orders-title`;
  return (
    <section aria-labelledby={titleId} className="order-list-page">
      <PageHeading
        id={titleId}
        title={title}
        extra={
          <Flex gap={8} wrap align="start">
            <ListEndpointExport
              name={title}
              noun={noun}
              endpoint={orderApi.endpoints.listOrders}
              request={list.request}
              fixed={exportFixed}
              columns={csvColumns}
              currentRows={orders.currentData?.data}
              today={today}
            />
            {kind !== 'returns' && <OrderAddMenu direction={direction} />}
          </Flex>
        }
      />
      <Card>
        <Flex vertical gap={16}>
          <Flex gap={12} wrap justify="space-between">
            <ListSearch
              list={list}
              label={`Search ${noun}`}
              placeholder="Reference, name or barcode"
              style={{ maxWidth: 360 }}
            />
            <SavedViews list={`orders.${kind}`} />
          </Flex>
          <OrderFilterBar list={list} direction={direction} idPrefix={`${kind}-filter`} />
          <BulkActions
            selected={selected}
            onDone={(changed) => {
              if (changed) setSelected([]);
            }}
          />
          <ServerTable<OrderListItem>
            list={list}
            query={orders}
            noun={noun}
            aria-label={title}
            columns={columns}
            rowSelection={{
              selectedRowKeys: selected.map((o) => o.id),
              onChange: (_keys, rows) => setSelected(rows),
              getCheckboxProps: (order) => ({ 'aria-label': `Select ${order.reference}` }),
            }}
          />
        </Flex>
      </Card>
    </section>
  );
}

export const OutboundOrdersPage = () => <OrderListPage kind="outbound" />;
export const InboundOrdersPage = () => <OrderListPage kind="inbound" />;
export const ReturnsPage = () => <OrderListPage kind="returns" />;
