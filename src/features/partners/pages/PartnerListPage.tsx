import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Card, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router-dom';
import { PARTNER_SORTS, type Partner } from '@/domain/contract';
import { PARTNER_TYPE_FIELD } from '@/domain/partners/fields';
import type { ListParamsConfig } from '@/core/routing/urlState';
import { useListParams } from '@/core/routing/urlState';
import { ListPageHeader } from '../../../components/page/ListPageHeader';
import { ServerTable } from '../../../components/page/ServerTable';
import { SavedViews } from '@/components/list-views/SavedViews';
import { partnerDraftStores } from '../drafts';
import { PARTNER_WORDS, type PartnerSetup } from '../kinds';
import { useListPartnersQuery } from '../api';
import { PartnerSearch } from '../components/PartnerSearch';
import '../partners.css';
import { formatDate } from '@/domain/format';

/** ?query=&sort=&page=&per_page=, so a view can be shared. */
const PARTNER_LIST: ListParamsConfig = { queryKey: 'query', sorts: PARTNER_SORTS };

const EDIT = { permission: 'edit' } as const;
const TOOLBAR_GAP = { marginBottom: 16 };

function columnsFor({ kind, paths }: PartnerSetup): ColumnsType<Partner> {
  const words = PARTNER_WORDS[kind];
  const typeField = PARTNER_TYPE_FIELD[kind];
  return [
    {
      title: 'Name',
      key: 'name',
      dataIndex: 'name',
      sorter: true,
      render: (name: string, partner) => <Link to={paths.summary(partner.id)}>{name}</Link>,
    },
    { title: 'Company', key: 'company', dataIndex: 'company', sorter: true },
    { title: 'Email', key: 'email', dataIndex: 'email', sorter: true },
    {
      title: 'Phone',
      dataIndex: 'phone',
      render: (phone: string) => <span className="partner-phone">{phone || '—'}</span>,
    },
    {
      title: 'Type',
      dataIndex: typeField,
      render: (type: string) => <Tag>{words.types[type] ?? type}</Tag>,
    },
    {
      title: 'Added',
      key: 'created_at',
      dataIndex: 'created_at',
      sorter: true,
      render: (at: string) => formatDate(at),
    },
  ];
}

/** /manage/suppliers and /manage/customers: the kind's partners, paged and searched by the server. */
export function PartnerListPage({ setup }: { setup: PartnerSetup }) {
  const { kind, paths } = setup;
  const words = PARTNER_WORDS[kind];
  const list = useListParams(PARTNER_LIST);
  const partners = useListPartnersQuery({ kind, ...list.request });
  const titleId = `${words.noun}s-title`;
  return (
    <section aria-labelledby={titleId} className="partner-page">
      <ListPageHeader
        id={titleId}
        title={words.many}
        rule={EDIT}
        add={{ label: `Add ${words.one}`, to: paths.new, icon: <PlusOutlined aria-hidden /> }}
        draft={{
          store: partnerDraftStores[kind],
          label: `Continue Adding ${words.one}`,
          to: paths.resume,
        }}
      />
      <Card>
        <SavedViews list={kind === 'supplier' ? 'suppliers' : 'customers'} style={TOOLBAR_GAP} />
        <PartnerSearch kind={kind} list={list} label={`Search ${words.noun}s`} />
        <ServerTable
          list={list}
          query={partners}
          noun={`${words.noun}s`}
          columns={columnsFor(setup)}
        />
      </Card>
    </section>
  );
}
