import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button, Typography } from 'antd';
import { useField } from 'formik';
import { NumberField } from '@/components/form/NumberField';
import { useFieldError } from '@/components/form/FormField';
import { PARCEL_FIELDS, PARCELS_MAX } from '@/lib/fields/order';
import { chargeableWeight, volumetricWeight } from '@/lib/orders/rules';
import { EMPTY_PARCEL, type ParcelValues } from './values';

const SIZES = [
  ['weight', 'kg'],
  ['length', 'cm'],
  ['width', 'cm'],
  ['height', 'cm'],
] as const;

const kg = (n: number) => `${n.toLocaleString('en-AU', { maximumFractionDigits: 2 })} kg`;

/** Parcels of the order: rows of weight and sizes, each with its volumetric weight live. */
export function ParcelsField({ name = 'parcels' }: { name?: string }) {
  const [field, , helpers] = useField<ParcelValues[]>(name);
  const parcels = field.value ?? [];
  const error = useFieldError(name);
  return (
    <fieldset className="outbound-wizard__parcels">
      <legend>Parcels</legend>
      <Typography.Paragraph type="secondary">
        Optional: if you know how it will be packed. Sizes in cm, weights in kg; volumetric weight
        is length × width × height ÷ 5,000.
      </Typography.Paragraph>
      {typeof error === 'string' && (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
      <ol className="outbound-wizard__parcel-list">
        {parcels.map((parcel, index) => {
          const volumetric = volumetricWeight(
            parcel.length ?? 0,
            parcel.width ?? 0,
            parcel.height ?? 0,
          );
          const n = index + 1;
          return (
            <li key={index} className="outbound-wizard__parcel">
              <Typography.Text strong>Parcel {n}</Typography.Text>
              <div className="outbound-wizard__parcel-fields">
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
              <Typography.Text aria-live="polite" className="outbound-wizard__volumetric">
                Volumetric weight of parcel {n}: {volumetric ? kg(volumetric) : '—'}
                {volumetric > 0 && parcel.weight
                  ? ` · charged on ${kg(chargeableWeight(parcel.weight, volumetric))}`
                  : ''}
              </Typography.Text>
              <Button
                icon={<DeleteOutlined aria-hidden />}
                aria-label={`Remove parcel ${n}`}
                onClick={() => void helpers.setValue(parcels.filter((_, i) => i !== index))}
              >
                Remove
              </Button>
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
    </fieldset>
  );
}
