import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import type { ProviderShippingMethod } from '@/domain/contract';
import { useGetShippingMethodsQuery } from '../api';
import { settingsPage } from './frame';
import { SettingsTable } from './SettingsTable';

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
export const ShippingMethodsPage = settingsPage(
  { section: 'shipping', tab: 'methods', title: 'Shipping Methods' },
  MethodsTable,
);

function MethodsTable({ uid }: { uid: string }) {
  const query = useGetShippingMethodsQuery(uid);
  return <SettingsTable query={query} noun="shipping methods" rowKey="code" columns={COLUMNS} />;
}
