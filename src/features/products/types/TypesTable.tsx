import { Button, Space, Table, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { ProductUnit } from '@/domain/contract';
import { Restricted } from '@/components/Restricted';
import {
  formatCount,
  formatDimensions,
  formatVolume,
  formatWeight,
  UNIT_NAMES,
  unitCount,
} from '@/domain/format';
import { productPaths } from '../paths';
import { parentOf, parentQuantityOf, type PackagingUnit } from './units';

export type PackagingRow = ProductUnit & { unit: PackagingUnit };
const isPackaging = (u: ProductUnit): u is PackagingRow => u.unit !== 'BASE';

interface TypesTableProps {
  productId: number;
  units: ProductUnit[];
  loading: boolean;
  /** Archived products keep their types as they are: no edit, no breakdown. */
  readOnly: boolean;
  onBreakdown: (unit: PackagingRow) => void;
}

/**
 * The product's units, smallest first: what each holds (N of its parent), the items that makes,
 * its size, weight, volume (l × w × h / 1,000,000 m³), barcode and the whole units in stock, with
 * Edit and Break down for the packaging types.
 */
export function TypesTable({ productId, units, loading, readOnly, onBreakdown }: TypesTableProps) {
  const navigate = useNavigate();
  const actions = (row: ProductUnit) => {
    if (!isPackaging(row) || readOnly) return null;
    const names = UNIT_NAMES[row.unit];
    return (
      <Space size={4} wrap>
        <Restricted rule={{ permission: 'edit' }}>
          <Button
            size="small"
            aria-label={`Edit ${names.one} type`}
            onClick={() => void navigate(productPaths.editType(productId, row.unit))}
          >
            Edit
          </Button>
        </Restricted>
        {row.stock > 0 && (
          <Restricted rule={{ permission: 'edit' }}>
            <Button
              size="small"
              aria-label={`Break down ${names.many}`}
              onClick={() => onBreakdown(row)}
            >
              Break down
            </Button>
          </Restricted>
        )}
      </Space>
    );
  };

  return (
    <Table<ProductUnit>
      rowKey="unit"
      size="small"
      pagination={false}
      loading={loading}
      dataSource={units}
      scroll={{ x: 'max-content' }}
      aria-label="Product types"
      aria-busy={loading || undefined}
      columns={[
        { title: 'Unit', dataIndex: 'unit', render: (_, row) => UNIT_NAMES[row.unit].label },
        {
          title: 'Holds',
          render: (_, row) => {
            const parent = parentOf(units, row.unit);
            return parent ? (
              unitCount(parentQuantityOf(units, row), parent.unit)
            ) : (
              <Typography.Text type="secondary">—</Typography.Text>
            );
          },
        },
        {
          title: 'Items per unit',
          align: 'right',
          render: (_, row) => formatCount(row.items_per_unit),
        },
        { title: 'Dimensions (L × W × H)', render: (_, row) => formatDimensions(row) },
        { title: 'Weight', align: 'right', render: (_, row) => formatWeight(row.weight) },
        { title: 'Volume', align: 'right', render: (_, row) => formatVolume(row.volume) },
        { title: 'Barcode', dataIndex: 'barcode' },
        { title: 'In stock', align: 'right', render: (_, row) => formatCount(row.stock) },
        { title: 'Actions', key: 'actions', render: (_, row) => actions(row) },
      ]}
    />
  );
}
