import { Table, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { UNIT_TYPES, type ProductDetail, type ProductUnit, type UnitType } from '@/domain/contract';
import { useIsAllowed } from '@/components/Restricted';
import { formatCount, formatDimensions, formatVolume, formatWeight } from '@/domain/format';
import { productPaths } from '../../paths';

export const UNIT_LABELS: Record<UnitType, string> = {
  BASE: 'Base',
  BOX: 'Box',
  CARTON: 'Carton',
  PALLET: 'Pallet',
};

interface Row {
  unit: UnitType;
  found: ProductUnit | undefined;
}

/**
 * The packaging units BASE, BOX, CARTON and PALLET in that order, with what each holds, its size, its volume
 * (l × w × h / 1,000,000 m³) and the whole units in stock. A type the product does not have yet
 * says so, with a way to add it for those who may.
 */
export function UnitsTable({ product }: { product: ProductDetail }) {
  const canEdit = useIsAllowed({ permission: 'edit' });
  const rows: Row[] = UNIT_TYPES.map((unit) => ({
    unit,
    found: product.units.find((u) => u.unit === unit),
  }));
  const missing = (row: Row) =>
    row.unit !== 'BASE' && canEdit && !product.archived ? (
      <Link to={productPaths.newType(product.id, row.unit)}>
        Add {UNIT_LABELS[row.unit].toLowerCase()} type
      </Link>
    ) : (
      <Typography.Text type="secondary">Not set up</Typography.Text>
    );

  return (
    <Table<Row>
      rowKey="unit"
      size="small"
      pagination={false}
      dataSource={rows}
      scroll={{ x: true }}
      aria-label="Units"
      columns={[
        { title: 'Unit', dataIndex: 'unit', render: (unit: UnitType) => UNIT_LABELS[unit] },
        {
          title: 'Items per unit',
          render: (_, row) => (row.found ? formatCount(row.found.items_per_unit) : missing(row)),
        },
        {
          title: 'Dimensions (L × W × H)',
          render: (_, row) => (row.found ? formatDimensions(row.found) : '—'),
        },
        { title: 'Weight', render: (_, row) => (row.found ? formatWeight(row.found.weight) : '—') },
        { title: 'Volume', render: (_, row) => (row.found ? formatVolume(row.found.volume) : '—') },
        { title: 'In stock', render: (_, row) => (row.found ? formatCount(row.found.stock) : '—') },
      ]}
    />
  );
}
