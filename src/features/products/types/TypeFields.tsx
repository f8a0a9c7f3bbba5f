import { Alert, InputNumber, Typography } from 'antd';
import { FieldColumns } from '@/components/form/FieldColumns';
import { getIn, useField, useFormikContext } from 'formik';
import { FormField, controlId, useFormFrame } from '@/components/form/FormField';
import { NumberField } from '@/components/form/NumberField';
import { TextField } from '@/components/form/textFields';
import type { FormStatus } from '@/components/form/serverErrors';
import { formatDimensions, formatWeight, UNIT_NAMES, unitCount } from '@/domain/format';
import {
  DIMENSIONS_KEY,
  itemsPerUnit,
  sidesSnapshot,
  type TypeFormValues,
  type UnitPlace,
} from './typeForm';

const SIDES = ['length', 'width', 'height'] as const;
/** No floor on the inputs: a value is never silently changed, it is refused with a message. */
const NO_FLOOR = Number.MIN_SAFE_INTEGER;

/**
 * The sides' shared message: the rules' once the step was checked (or every side was left), else
 * the server's while the sides are still the ones it refused.
 */
function useDimensionsMessage(): string | undefined {
  const { values, errors, touched, status } = useFormikContext<TypeFormValues>();
  const shown = getIn(touched, DIMENSIONS_KEY) || SIDES.every((side) => touched[side]);
  const own = shown ? (getIn(errors, DIMENSIONS_KEY) as string | undefined) : undefined;
  const server = (status as FormStatus | undefined)?.serverErrors?.[DIMENSIONS_KEY];
  return own ?? (server?.value === sidesSnapshot(values) ? server.message : undefined);
}

function SideField({ name, message }: { name: (typeof SIDES)[number]; message?: string }) {
  const [field, , helpers] = useField<number | null>(name);
  const { idPrefix } = useFormFrame();
  const messageId = `${controlId(idPrefix, DIMENSIONS_KEY)}-help`;
  return (
    <FormField name={name} required>
      {(control) => (
        <InputNumber
          {...control}
          name={name}
          value={field.value}
          suffix="cm"
          min={NO_FLOOR}
          style={{ width: '100%' }}
          status={message ? 'error' : control.status}
          aria-invalid={message ? true : control['aria-invalid']}
          aria-describedby={message ? messageId : control['aria-describedby']}
          onChange={(value) => void helpers.setValue(typeof value === 'number' ? value : null)}
          onBlur={() => void helpers.setTouched(true)}
        />
      )}
    </FormField>
  );
}

/**
 * Step 'Dimensions': the three sides in cm and the weight in kg, next to the parent's size. The
 * sides share one message ('Invalid Dimensions', 'dimensions are smaller than the parent'), tied
 * to each of them.
 */
export function DimensionsFields({ place }: { place: UnitPlace }) {
  const parentName = UNIT_NAMES[place.parent.unit];
  const message = useDimensionsMessage();
  const { idPrefix } = useFormFrame();
  return (
    <>
      <Alert
        type="info"
        showIcon
        className="type-parent-size"
        title={`It holds ${parentName.many}: one ${parentName.one} measures ${formatDimensions(place.parent)} and weighs ${formatWeight(place.parent.weight)}.`}
        description={`Each side must be at least as large as the ${parentName.one}'s (a turned ${parentName.one} still fits).`}
      />
      <FieldColumns columns={3}>
        {SIDES.map((side) => (
          <SideField key={side} name={side} message={message} />
        ))}
      </FieldColumns>
      {message && (
        <Typography.Paragraph
          type="danger"
          id={`${controlId(idPrefix, DIMENSIONS_KEY)}-help`}
          role="alert"
          className="type-error"
        >
          {message}
        </Typography.Paragraph>
      )}
      <NumberField name="weight" unit="kg" min={NO_FLOOR} required />
    </>
  );
}

/** Step 'Details': how many parent units one holds, and its barcode (blank: the default). */
export function DetailsFields({ place }: { place: UnitPlace }) {
  const { values } = useFormikContext<TypeFormValues>();
  const items = itemsPerUnit(values, place);
  const unitName = UNIT_NAMES[place.unit].one;
  return (
    <>
      <NumberField
        name="parent_quantity"
        min={NO_FLOOR}
        required
        extra={
          items !== null
            ? `One ${unitName} will hold ${unitCount(items, 'BASE')}.`
            : place.parent.unit === 'BASE'
              ? 'A whole number, at least 1.'
              : `A whole number, at least 1. One ${UNIT_NAMES[place.parent.unit].one} holds ${unitCount(place.parent.items_per_unit, 'BASE')}.`
        }
      />
      <TextField
        name="barcode"
        extra="Code 128: printable characters, at most 48. Leave blank to use the default barcode."
      />
    </>
  );
}
