import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button, Typography } from 'antd';
import { useFormikContext } from 'formik';
import { FieldColumns } from '@/components/form/FieldColumns';
import { useFieldError } from '@/components/form/FormField';
import { NumberField } from '@/components/form/NumberField';
import { PARCEL_FIELDS, PARCELS_MAX } from '@/lib/fields/order';
import { chargeableWeight, volumetricWeight } from '@/lib/orders/rules';
import type { ParcelValues, ShipmentFormValues } from './shipmentForm';

const EMPTY_PARCEL: ParcelValues = { weight: null, length: null, width: null, height: null };
const kg = (value: number) => `${value.toLocaleString('en-AU', { maximumFractionDigits: 2 })} kg`;

/**
 * The outbound parcels: weight and sizes per parcel, each parcel's volumetric weight worked out as
 * the sizes are typed (the weight a carrier charges on when it is more than the actual weight).
 */
export function ParcelsField() {
  const { values, setFieldValue } = useFormikContext<ShipmentFormValues>();
  const listError = useFieldError('parcels');
  const parcels = values.parcels;
  const setParcels = (next: ParcelValues[]) => void setFieldValue('parcels', next);

  return (
    <div className="order-parcels">
      {typeof listError === 'string' && (
        <Typography.Text type="danger" role="alert">
          {listError}
        </Typography.Text>
      )}
      {parcels.map((parcel, index) => {
        const volumetric = volumetricWeight(
          parcel.length ?? 0,
          parcel.width ?? 0,
          parcel.height ?? 0,
        );
        const name = `Parcel ${index + 1}`;
        return (
          <fieldset key={index} className="order-parcel">
            <legend>{name}</legend>
            <FieldColumns columns={4}>
              <NumberField
                name={`parcels[${index}].weight`}
                label={PARCEL_FIELDS.weight.label}
                unit="kg"
                precision={2}
                max={PARCEL_FIELDS.weight.max}
                required
              />
              <NumberField
                name={`parcels[${index}].length`}
                label={PARCEL_FIELDS.length.label}
                unit="cm"
                max={PARCEL_FIELDS.length.max}
                required
              />
              <NumberField
                name={`parcels[${index}].width`}
                label={PARCEL_FIELDS.width.label}
                unit="cm"
                max={PARCEL_FIELDS.width.max}
                required
              />
              <NumberField
                name={`parcels[${index}].height`}
                label={PARCEL_FIELDS.height.label}
                unit="cm"
                max={PARCEL_FIELDS.height.max}
                required
              />
            </FieldColumns>
            <div className="order-parcel-footer">
              <output aria-live="polite" aria-label={`${name} volumetric weight`}>
                Volumetric weight {kg(volumetric)} · charged on{' '}
                {kg(chargeableWeight(parcel.weight ?? 0, volumetric))}
              </output>
              <Button
                icon={<DeleteOutlined aria-hidden />}
                aria-label={`Remove ${name.toLowerCase()}`}
                disabled={parcels.length <= 1}
                onClick={() => setParcels(parcels.filter((_, i) => i !== index))}
              >
                Remove
              </Button>
            </div>
          </fieldset>
        );
      })}
      <Button
        icon={<PlusOutlined aria-hidden />}
        disabled={parcels.length >= PARCELS_MAX}
        onClick={() => setParcels([...parcels, EMPTY_PARCEL])}
      >
        Add parcel
      </Button>
    </div>
  );
}
