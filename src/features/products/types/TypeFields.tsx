import { Alert, Col, Form, Input, InputNumber, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { formatDimensions, formatWeight } from '../detail/format';
import {
  itemsPerUnit,
  type TypeErrors,
  type TypeField,
  type TypeFormValues,
  type UnitPlace,
} from './typeForm';
import { UNIT_NAMES, parentQuantityLabel, unitCount } from './units';

export interface TypeFieldsProps {
  idPrefix: string;
  place: UnitPlace;
  values: TypeFormValues;
  errors: TypeErrors;
  onChange: <F extends TypeField>(field: F, value: TypeFormValues[F]) => void;
}

interface ItemProps {
  id: string;
  label: string;
  error?: string;
  extra?: ReactNode;
  required?: boolean;
  children: (aria: { 'aria-invalid'?: boolean; 'aria-describedby'?: string }) => ReactNode;
}

/** A labelled field whose message (or hint) is read with the control, not only shown in red. */
function Item({ id, label, error, extra, required, children }: ItemProps) {
  const describedBy = [error && `${id}-help`, extra && `${id}-extra`].filter(Boolean).join(' ');
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      required={required}
      validateStatus={error ? 'error' : undefined}
      help={error ? <span id={`${id}-help`}>{error}</span> : undefined}
      extra={extra ? <span id={`${id}-extra`}>{extra}</span> : undefined}
    >
      {children({
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
    </Form.Item>
  );
}

const SIDES = [
  { field: 'length', label: 'Length' },
  { field: 'width', label: 'Width' },
  { field: 'height', label: 'Height' },
] as const;

const numberOrNull = (value: number | string | null) => (typeof value === 'number' ? value : null);

/**
 * Step 'Dimensions': the three sides in cm and the weight in kg, next to the parent's size. The
 * sides share one message ('Invalid Dimensions', 'dimensions are smaller than the parent'), tied
 * to each of them. No min/max on the inputs: a value is never silently changed, it is refused.
 */
export function DimensionsFields({ idPrefix, place, values, errors, onChange }: TypeFieldsProps) {
  const parentName = UNIT_NAMES[place.parent.unit];
  const dimensionsId = `${idPrefix}-dimensions-help`;
  return (
    <>
      <Alert
        type="info"
        showIcon
        className="type-parent-size"
        title={`It holds ${parentName.many}: one ${parentName.one} measures ${formatDimensions(place.parent)} and weighs ${formatWeight(place.parent.weight)}.`}
        description={`Each side must be at least as large as the ${parentName.one}'s (a turned ${parentName.one} still fits).`}
      />
      <Row gutter={16}>
        {SIDES.map(({ field, label }) => (
          <Col xs={24} sm={8} key={field}>
            <Form.Item
              label={`${label} (cm)`}
              htmlFor={`${idPrefix}-${field}`}
              required
              validateStatus={errors.dimensions ? 'error' : undefined}
            >
              <InputNumber
                id={`${idPrefix}-${field}`}
                name={field}
                value={values[field]}
                suffix="cm"
                style={{ width: '100%' }}
                aria-invalid={errors.dimensions ? true : undefined}
                aria-describedby={errors.dimensions ? dimensionsId : undefined}
                onChange={(value) => onChange(field, numberOrNull(value))}
              />
            </Form.Item>
          </Col>
        ))}
      </Row>
      {errors.dimensions && (
        <Typography.Paragraph type="danger" id={dimensionsId} role="alert" className="type-error">
          {errors.dimensions}
        </Typography.Paragraph>
      )}
      <Item id={`${idPrefix}-weight`} label="Weight (kg)" error={errors.weight} required>
        {(aria) => (
          <InputNumber
            {...aria}
            id={`${idPrefix}-weight`}
            name="weight"
            value={values.weight}
            suffix="kg"
            style={{ width: '100%' }}
            onChange={(value) => onChange('weight', numberOrNull(value))}
          />
        )}
      </Item>
    </>
  );
}

/** Step 'Details': how many parent units one holds, and its barcode (blank: the default). */
export function DetailsFields({ idPrefix, place, values, errors, onChange }: TypeFieldsProps) {
  const items = itemsPerUnit(values, place);
  const unitName = UNIT_NAMES[place.unit].one;
  return (
    <>
      <Item
        id={`${idPrefix}-parent_quantity`}
        label={parentQuantityLabel(place.unit, place.parent.unit)}
        error={errors.parent_quantity}
        required
        extra={
          items !== null
            ? `One ${unitName} will hold ${unitCount(items, 'BASE')}.`
            : place.parent.unit === 'BASE'
              ? 'A whole number, at least 1.'
              : `A whole number, at least 1. One ${UNIT_NAMES[place.parent.unit].one} holds ${unitCount(place.parent.items_per_unit, 'BASE')}.`
        }
      >
        {(aria) => (
          <InputNumber
            {...aria}
            id={`${idPrefix}-parent_quantity`}
            name="parent_quantity"
            value={values.parent_quantity}
            style={{ width: '100%' }}
            onChange={(value) => onChange('parent_quantity', numberOrNull(value))}
          />
        )}
      </Item>
      <Item
        id={`${idPrefix}-barcode`}
        label="Barcode"
        error={errors.barcode}
        extra="Code 128: printable characters, at most 48. Leave blank to use the default barcode."
      >
        {(aria) => (
          <Input
            {...aria}
            id={`${idPrefix}-barcode`}
            name="barcode"
            value={values.barcode}
            autoComplete="off"
            onChange={(e) => onChange('barcode', e.target.value)}
          />
        )}
      </Item>
    </>
  );
}
