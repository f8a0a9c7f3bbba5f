import { Card, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router-dom';
import type { PartnerProductRow } from '@/domain/contract';
import type { ListParamsConfig } from '@/core/routing/urlState';
import { useListParams } from '@/core/routing/urlState';
import { ServerTable } from '../../../components/page/ServerTable';
import { PARTNER_WORDS, type PartnerSetup } from '../kinds';
import { PartnerDetailLayout } from './partnerDetail';
import { useListPartnerProductsQuery } from '@/features/partners/api';
import { formatDate } from '@/domain/format';

/** A sub-list: ten products a page; page and page size in the URL. */
const PRODUCT_LIST: ListParamsConfig = { defaultPageSize: 10 };

/** /{id}/products: what this supplier sends in, or this customer ordered, from the orders. */
export function PartnerProductsPage({ setup }: { setup: PartnerSetup }) {
  return (
    <PartnerDetailLayout setup={setup} tab="products">
      {(partner) => <Products setup={setup} id={partner.id} />}
    </PartnerDetailLayout>
  );
}

function Products({ setup, id }: { setup: PartnerSetup; id: number }) {
  const { kind, productPath } = setup;
  const list = useListParams(PRODUCT_LIST);
  const products = useListPartnerProductsQuery({ kind, id, ...list.request });
  const columns: ColumnsType<PartnerProductRow> = [
    {
      title: 'SKU',
      dataIndex: 'sku',
      render: (sku: string, row) => <Link to={productPath(row.product_id)}>{sku}</Link>,
    },
    { title: 'Title', dataIndex: 'title' },
    { title: 'Quantity', dataIndex: 'quantity', align: 'right' },
    { title: 'Orders', dataIndex: 'orders', align: 'right' },
    {
      title: 'Last ordered',
      dataIndex: 'last_ordered_at',
      render: (at: string) => formatDate(at),
    },
  ];
  const direction = kind === 'supplier' ? 'inbound orders from' : 'outbound orders to';
  return (
    <Card title="Products">
      <Typography.Paragraph type="secondary">
        The products of the {direction} this {PARTNER_WORDS[kind].noun}, drafts and cancelled orders
        left out.
      </Typography.Paragraph>
      <ServerTable
        list={list}
        query={products}
        noun="products"
        rowKey="product_id"
        size="small"
        columns={columns}
      />
    </Card>
  );
}
