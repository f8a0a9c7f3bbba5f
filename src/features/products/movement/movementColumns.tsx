import { Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import type { Movement, MovementType } from '@/api/contract';
import { formatCount } from '../detail/format';
import { UNIT_NAMES } from '../types/units';

export const MOVEMENT_DATE_FORMAT = 'D MMM YYYY, HH:mm';

const TYPE_TAGS: Record<MovementType, { label: string; color: string }> = {
  inbound: { label: 'Inbound', color: 'green' },
  outbound: { label: 'Outbound', color: 'blue' },
  adjustment: { label: 'Adjustment', color: 'orange' },
  breakdown: { label: 'Breakdown', color: 'purple' },
  return: { label: 'Return', color: 'cyan' },
};

/** "+12", "-3", "0": the sign carries the meaning, the colour only repeats it. */
export const signedQuantity = (q: number): string =>
  q > 0 ? `+${formatCount(q)}` : q < 0 ? `-${formatCount(-q)}` : '0';

export const movementColumns: ColumnsType<Movement> = [
  {
    title: 'Date',
    dataIndex: 'created_at',
    render: (at: string) => <time dateTime={at}>{dayjs(at).format(MOVEMENT_DATE_FORMAT)}</time>,
  },
  {
    title: 'Type',
    dataIndex: 'type',
    render: (type: MovementType) => {
      const tag = TYPE_TAGS[type] ?? { label: type, color: 'default' };
      return <Tag color={tag.color}>{tag.label}</Tag>;
    },
  },
  { title: 'Unit', dataIndex: 'unit', render: (_, m) => UNIT_NAMES[m.unit]?.label ?? m.unit },
  {
    title: 'Quantity',
    dataIndex: 'quantity',
    align: 'right',
    render: (q: number) => (
      <Typography.Text type={q > 0 ? 'success' : q < 0 ? 'danger' : undefined}>
        {signedQuantity(q)}
      </Typography.Text>
    ),
  },
  { title: 'Balance', dataIndex: 'balance', align: 'right', render: (b: number) => formatCount(b) },
  { title: 'Warehouse', dataIndex: 'warehouse_name' },
  { title: 'Reference', dataIndex: 'reference' },
  { title: 'Note', dataIndex: 'note' },
];
