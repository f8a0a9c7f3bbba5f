import { Card } from 'antd';
import { useFormikContext } from 'formik';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { notifier } from '@/components/feedback/notifier';
import { Wizard } from '@/components/wizard/Wizard';
import type { WizardOpening } from '@/components/wizard/useWizardDraft';
import type { WizardStep } from '@/components/wizard/wizardSteps';
import { useCreateUnitMutation } from '../api';
import { productPaths } from '../paths';
import { DetailsFields, DimensionsFields } from './TypeFields';
import {
  TYPE_STEPS,
  itemsPerUnit,
  toUnitInput,
  typeAddedMessage,
  typeFormStatus,
  typeLabels,
  type TypeFormValues,
  type UnitPlace,
} from './typeForm';
import { TypeReview } from './TypeReview';
import { detailsSchema, dimensionsSchema } from './typeSchema';
import { UNIT_NAMES, unitCount } from '@/domain/format';
import './types.css';

function ReviewStep({ place }: { place: UnitPlace }) {
  const { values } = useFormikContext<TypeFormValues>();
  return <TypeReview place={place} values={values} />;
}

/** Dimensions → Details → Review, with each step's rules against where the unit sits. */
function typeSteps(place: UnitPlace): WizardStep<TypeFormValues>[] {
  const [dimensions, details, review] = TYPE_STEPS;
  return [
    {
      ...dimensions,
      schema: dimensionsSchema(place),
      body: <DimensionsFields place={place} />,
    },
    {
      ...details,
      schema: detailsSchema(place),
      body: <DetailsFields place={place} />,
    },
    { ...review, body: <ReviewStep place={place} /> },
  ];
}

interface TypeWizardProps {
  productId: number;
  place: UnitPlace;
  opening: WizardOpening<TypeFormValues>;
}

/**
 * /space/products/:id/types/new?unit=: Dimensions → Details → Review. Create checks every step,
 * then the server checks again and its refusal lands on the step and field it is about.
 */
export function TypeWizard({ productId, place, opening }: TypeWizardProps) {
  const navigate = useNavigate();
  const [createUnit] = useCreateUnitMutation();
  const steps = useMemo(() => typeSteps(place), [place]);
  const labels = useMemo(() => typeLabels(place), [place]);
  const one = UNIT_NAMES[place.unit].one;
  return (
    <Card title={<h2 className="card-heading">Add {one} type</h2>}>
      <Wizard<TypeFormValues>
        id="type-wizard"
        label={`Add ${one} type`}
        headingLevel={3}
        steps={steps}
        opening={opening}
        labels={labels}
        toStatus={(error, values) => typeFormStatus(error, values, labels)}
        submitLabel={`Create ${one} type`}
        onSubmit={(values, submission) =>
          createUnit({
            id: productId,
            body: toUnitInput(values, place.unit),
            ...submission,
          }).unwrap()
        }
        onDone={async (_product, values) => {
          const items = itemsPerUnit(values, place);
          notifier.success({
            message: typeAddedMessage(place),
            description:
              items === null ? undefined : `One ${one} holds ${unitCount(items, 'BASE')}.`,
          });
          await navigate(productPaths.types(productId));
        }}
        draftNote="Your progress is kept as a draft on this device until the type is created."
      />
    </Card>
  );
}
