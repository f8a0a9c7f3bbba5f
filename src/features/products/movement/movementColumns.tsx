import { Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Movement, MovementType } from '@/domain/contract';
import { capitalised, formatCount, formatDateTime, UNIT_NAMES } from '@/domain/format';

/** Each movement type's tag colour; the tag says the type's name. */
const TYPE_COLOURS: Record<MovementType, string> = {
  inbound: 'green',
  outbound: 'blue',
  adjustment: 'orange',
  breakdown: 'purple',
  return: 'cyan',
  hold: 'gold',
  release: 'lime',
};

/** "+12", "-3", "0": the sign carries the meaning, the colour only repeats it. */
export const signedQuantity = (q: number): string =>
  q > 0 ? `+${formatCount(q)}` : q < 0 ? `-${formatCount(-q)}` : '0';

export const movementColumns: ColumnsType<Movement> = [
  {
    title: 'Date',
    dataIndex: 'created_at',
    render: (at: string) => <time dateTime={at}>{formatDateTime(at)}</time>,
  },
  {
    title: 'Type',
    dataIndex: 'type',
    render: (type: MovementType) => {
      const colour = TYPE_COLOURS[type];
      // A type the portal does not know yet is shown as the server names it.
      return <Tag color={colour ?? 'default'}>{colour ? capitalised(type) : type}</Tag>;
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
