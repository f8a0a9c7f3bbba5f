import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button, Typography } from 'antd';
import { useField } from 'formik';
import type { ReactNode } from 'react';
import { useFieldError } from '@/components/form/FormField';
import { NumberField } from '@/components/form/NumberField';
import { EMPTY_PARCEL, PARCEL_FIELDS, PARCELS_MAX, type ParcelValues } from '@/domain/orders/fields';
import { chargeableWeight, volumetricWeight } from '@/domain/orders/rules';
import './parcels.css';
import { formatWeight } from '@/domain/format';

const SIZES = [
  ['weight', 'kg'],
  ['length', 'cm'],
  ['width', 'cm'],
  ['height', 'cm'],
] as const;

const kg = (n: number) => formatWeight(n);

interface ParcelsFieldProps {
  name?: string;
  /** What the form says above the parcels (the wizard's legend and help); none on a page that heads them itself. */
  intro?: ReactNode;
  /** An order whose parcels are already known keeps at least one (the detail page's edit). */
  keepOne?: boolean;
}

/**
 * The outbound parcels (wizard and shipment edit): weight and sizes per parcel, each parcel's
 * volumetric and chargeable weight worked out as the sizes are typed.
 */
export function ParcelsField({ name = 'parcels', intro, keepOne = false }: ParcelsFieldProps) {
  const [field, , helpers] = useField<ParcelValues[]>(name);
  const parcels = field.value ?? [];
  const error = useFieldError(name);
  const body = (
    <>
      {typeof error === 'string' && (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
      <ol className="order-parcels__list">
        {parcels.map((parcel, index) => {
          const volumetric = volumetricWeight(
            parcel.length ?? 0,
            parcel.width ?? 0,
            parcel.height ?? 0,
          );
          const n = index + 1;
          return (
            <li key={index}>
              <fieldset className="order-parcel">
                <legend>Parcel {n}</legend>
                <div className="order-parcel__fields">
                  {SIZES.map(([size, unit]) => (
                    <NumberField
                      key={size}
                      name={`${name}[${index}].${size}`}
                      label={
                        <>
                          {PARCEL_FIELDS[size].label}
                          <span className="visually-hidden"> of parcel {n}</span>
                        </>
                      }
                      required
                      unit={unit}
                      min={0}
                      max={PARCEL_FIELDS[size].max}
                      step={size === 'weight' ? 0.1 : 1}
                    />
                  ))}
                </div>
                <div className="order-parcel__footer">
                  <output aria-live="polite">
                    Volumetric weight of parcel {n}: {volumetric ? kg(volumetric) : '—'}
                    {volumetric > 0 && parcel.weight
                      ? ` · charged on ${kg(chargeableWeight(parcel.weight, volumetric))}`
                      : ''}
                  </output>
                  <Button
                    icon={<DeleteOutlined aria-hidden />}
                    aria-label={`Remove parcel ${n}`}
                    disabled={keepOne && parcels.length <= 1}
                    onClick={() => void helpers.setValue(parcels.filter((_, i) => i !== index))}
                  >
                    Remove
                  </Button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <Button
        icon={<PlusOutlined aria-hidden />}
        disabled={parcels.length >= PARCELS_MAX}
        onClick={() => void helpers.setValue([...parcels, { ...EMPTY_PARCEL }])}
      >
        Add parcel
      </Button>
      {parcels.length >= PARCELS_MAX && (
        <Typography.Text type="secondary"> At most {PARCELS_MAX} parcels.</Typography.Text>
      )}
    </>
  );
  return intro ? (
    <fieldset className="order-parcels">
      {intro}
      {body}
    </fieldset>
  ) : (
    <div className="order-parcels">{body}</div>
  );
}
