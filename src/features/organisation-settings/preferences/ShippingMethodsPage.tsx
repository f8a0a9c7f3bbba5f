import { Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import type { ProviderShippingMethod } from '@/domain/contract';
import { QueryBoundary } from '@/components/page/QueryBoundary';
import { emptyTableLocale } from '@/components/page/emptyState';
import { useGetShippingMethodsQuery } from '../api';
import { SettingsPage } from './frame';

export const reachOf = (international: boolean) => (international ? 'International' : 'Domestic');

const COLUMNS: ColumnsType<ProviderShippingMethod> = [
  { title: 'Label', dataIndex: 'label', key: 'label' },
  { title: 'Carrier', dataIndex: 'carrier', key: 'carrier' },
  { title: 'Service', dataIndex: 'service', key: 'service' },
  {
    title: 'Insured',
    dataIndex: 'insured',
    key: 'insured',
    render: (insured: boolean) => (insured ? <Tag color="green">Insured</Tag> : 'No'),
  },
  {
    title: 'Reach',
    dataIndex: 'international',
    key: 'international',
    render: (international: boolean) => reachOf(international),
  },
];

/** /settings/organisation/{uid}/shipping/methods: the methods outbound orders may ship with. */
export function ShippingMethodsPage() {
  return (
    <SettingsPage
      section="shipping"
      tab="methods"
      title="Shipping Methods"
      content={MethodsTable}
    />
  );
}

function MethodsTable({ uid }: { uid: string }) {
  const query = useGetShippingMethodsQuery(uid);
  return (
    <QueryBoundary query={query} noun="shipping methods">
      {(methods) => (
        <Table<ProviderShippingMethod>
          aria-label="Shipping methods"
          rowKey="code"
          columns={COLUMNS}
          dataSource={methods}
          pagination={false}
          locale={emptyTableLocale()}
        />
      )}
    </QueryBoundary>
  );
}
