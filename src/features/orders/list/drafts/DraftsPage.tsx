import { Card, Flex } from 'antd';
import { useMemo } from 'react';
import { useCountries } from '@/components/hooks/useCountries';
import { useListParams } from '@/core/routing/urlState';
import { ListSearch } from '@/components/page/ListSearch';
import { ListCard } from '@/components/page/ListCard';
import { PageSection } from '@/components/page/PageSection';
import { ServerTable } from '@/components/page/ServerTable';
import { useGetOrderFormOptionsQuery, useListOrdersQuery } from '../../api';
import { orderColumns } from '../orderColumns';
import { DRAFT_ORDER_LIST } from '../orderListConfig';
import { LocalDrafts } from './LocalDrafts';
import '../orderLists.css';

/** Only drafts, of both directions: what the server keeps unsubmitted (a shop's orders). */
const DRAFTS_ONLY = { status: 'draft' } as const;

/**
 * /orders/draft: the wizards' drafts saved in this browser (Continue, Discard), and the orders
 * the server holds as drafts in either direction, each linking to its order.
 */
export function DraftsPage() {
  const list = useListParams(DRAFT_ORDER_LIST);
  const orders = useListOrdersQuery({ ...list.request, ...DRAFTS_ONLY });
  // Shipping methods by the names the wizard shows (the outbound form's options), not by code.
  const options = useGetOrderFormOptionsQuery('outbound');
  const { countries } = useCountries();
  const columns = useMemo(
    () => orderColumns({ countries, methods: options.data?.shipping_methods ?? [] }),
    [countries, options.data],
  );
  return (
    <PageSection id="draft-orders-title" title="Draft Orders" className="order-list-page">
      <Flex vertical gap={16}>
        <Card>
          <PageSection id="local-drafts-title" title="Unfinished in this browser" level={2}>
            <LocalDrafts />
          </PageSection>
        </Card>
        <ListCard
          heading={{ id: 'server-drafts-title', title: 'Draft orders' }}
          views="orders.draft"
        >
          <ListSearch
            list={list}
            label="Search draft orders"
            placeholder="Reference, name or barcode"
            style={{ maxWidth: 360 }}
          />
          <ServerTable list={list} query={orders} noun="draft orders" columns={columns} />
        </ListCard>
      </Flex>
    </PageSection>
  );
}
