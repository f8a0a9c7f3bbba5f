import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router-dom';
import type { Partner } from '@/domain/contract';
import { formatDate } from '@/domain/format';
import { PARTNER_TYPE_FIELD } from '@/domain/partners/fields';
import { PARTNER_WORDS, type PartnerSetup } from '../kinds';

/** The columns of a partner list; sortable ones are the server's PARTNER_SORTS. */
export function columnsFor({ kind, paths }: PartnerSetup): ColumnsType<Partner> {
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
