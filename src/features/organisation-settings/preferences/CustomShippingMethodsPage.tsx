import { Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import type { CustomShippingMethod, ProviderShippingMethod } from '@/domain/contract';
import {
  CUSTOM_SHIPPING_FUNCTIONS,
  CUSTOM_SHIPPING_LABELS as L,
  functionLabel,
} from '@/domain/preferences/customShippingFields';
import { useGetCustomShippingsQuery, useGetShippingMethodsQuery } from '../api';
import { organisationPaths } from '../paths';
import { settingsPage } from './frame';
import { SettingsTable } from './SettingsTable';

const columns = (methods: ProviderShippingMethod[]): ColumnsType<CustomShippingMethod> => [
  { title: L.store_title, dataIndex: 'store_title', key: 'store_title' },
  {
    title: L.shipping_method,
    dataIndex: 'shipping_method',
    key: 'shipping_method',
    render: (code: string) => methods.find((m) => m.code === code)?.label ?? code,
  },
  { title: L.shipping_company, dataIndex: 'shipping_company', key: 'shipping_company' },
  { title: L.function, dataIndex: 'function', key: 'function', render: functionLabel },
];

/** /settings/organisation/{uid}/shipping/custom-methods (admins and owners). */
export const CustomShippingMethodsPage = settingsPage(
  {
    section: 'shipping',
    tab: 'custom-methods',
    title: 'Custom Shipping Methods',
    edit: { path: organisationPaths.customShippingMethodsEdit, label: 'Edit custom methods' },
  },
  CustomMethods,
);

/** What a custom method is for, then the organisation's own. */
function CustomMethods({ uid }: { uid: string }) {
  return (
    <>
      <Typography.Paragraph type="secondary">
        Your shops name their shipping options in their own words. Each custom method says which of
        our shipping methods an order with that store title gets, and what to do with it:
      </Typography.Paragraph>
      <ul>
        {CUSTOM_SHIPPING_FUNCTIONS.map((f) => (
          <li key={f.value}>
            <Typography.Text strong>{f.label}</Typography.Text>: {f.help}
          </li>
        ))}
      </ul>
      <CustomMethodsTable uid={uid} />
    </>
  );
}

function CustomMethodsTable({ uid }: { uid: string }) {
  const query = useGetCustomShippingsQuery(uid);
  const methods = useGetShippingMethodsQuery(uid);
  return (
    <SettingsTable
      query={query}
      noun="custom shipping methods"
      rowKey="uid"
      columns={columns(methods.data ?? [])}
    />
  );
}
