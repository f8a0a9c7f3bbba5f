import { Descriptions, Typography } from 'antd';
import {
  formatDimensions,
  formatVolume,
  formatWeight,
  UNIT_NAMES,
  unitCount,
} from '@/domain/format';
import { itemsPerUnit, volumeOf, type TypeFormValues, type UnitPlace } from './typeForm';

const missing = <Typography.Text type="secondary">Not entered</Typography.Text>;

/** Step 'Review': everything entered, with the items per unit and the volume it makes. */
export function TypeReview({ place, values }: { place: UnitPlace; values: TypeFormValues }) {
  const { length, width, height, weight, parent_quantity: quantity, barcode } = values;
  const items = itemsPerUnit(values, place);
  const cubic = volumeOf(values);
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      className="type-review"
      items={[
        { key: 'unit', label: 'Unit', children: UNIT_NAMES[place.unit].label },
        {
          key: 'dimensions',
          label: 'Dimensions (L × W × H)',
          children:
            length !== null && width !== null && height !== null
              ? formatDimensions({ length, width, height })
              : missing,
        },
        {
          key: 'volume',
          label: 'Volume',
          children: cubic === null ? missing : formatVolume(cubic),
        },
        {
          key: 'weight',
          label: 'Weight',
          children: weight === null ? missing : formatWeight(weight),
        },
        {
          key: 'holds',
          label: 'Holds',
          children: quantity === null ? missing : unitCount(quantity, place.parent.unit),
        },
        {
          key: 'items',
          label: 'Items per unit',
          children: items === null ? missing : unitCount(items, 'BASE'),
        },
        {
          key: 'barcode',
          label: 'Barcode',
          children: barcode.trim() || (
            <Typography.Text type="secondary">The default barcode</Typography.Text>
          ),
        },
      ]}
    />
  );
}
