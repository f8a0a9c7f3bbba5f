import { Alert, Button, Card, Form, Space, Steps, Typography } from 'antd';
import { useCallback, useRef, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { LoadingButton } from '@/components/LoadingButton';
import { notifier } from '@/components/feedback/notifier';
import { useDraftAutosave } from '@/components/wizard/useDraftAutosave';
import { useStepHeadingFocus } from '@/components/wizard/useStepHeadingFocus';
import { useCreateUnitMutation } from '../api';
import { productPaths } from '../paths';
import { clearTypeDraft, saveTypeDraft, type TypeDraftAddress } from './typeDraft';
import { DetailsFields, DimensionsFields, type TypeFieldsProps } from './TypeFields';
import {
  REVIEW_STEP,
  TYPE_STEPS,
  allErrors,
  detailsErrors,
  dimensionsErrors,
  itemsPerUnit,
  serverTypeErrors,
  stepOfError,
  toUnitInput,
  type TypeErrorKey,
  type TypeErrors,
  type TypeFormValues,
  type UnitPlace,
} from './typeForm';
import { TypeReview } from './TypeReview';
import { UNIT_NAMES, unitCount } from './units';
import './types.css';
import { focusFirstTypeError, useTypeForm } from './useTypeForm';

const ID_PREFIX = 'type-wizard';
const STEP_CHECKS = [dimensionsErrors, detailsErrors, allErrors];

export const typeAddedMessage = (place: UnitPlace) => `${UNIT_NAMES[place.unit].label} type added`;

interface TypeWizardProps {
  productId: number;
  place: UnitPlace;
  /** Where the draft is kept; null when no user is known (no draft then). */
  draftAddress: TypeDraftAddress | null;
  start: { step: number; values: TypeFormValues };
}

/** Keeps the draft shortly after each change; a change still waiting is written on leaving. */
function usePersistTypeDraft(
  address: TypeDraftAddress | null,
  step: number,
  values: TypeFormValues,
  finished: RefObject<boolean>,
) {
  const save = useCallback(() => {
    if (address && !finished.current) saveTypeDraft(address, step, values);
  }, [address, step, values, finished]);
  useDraftAutosave(address ? save : null);
}

/**
 * /space/products/:id/types/new?unit=: Dimensions → Details → Review (SPEC §2). Next checks only
 * the current step, Back never checks; Create checks everything, then the server checks again and
 * its refusal lands on the step and field it is about. The create call runs once however often
 * the button or Enter is pressed.
 */
export function TypeWizard({ productId, place, draftAddress, start }: TypeWizardProps) {
  const navigate = useNavigate();
  const [step, setStep] = useState(start.step);
  const [alert, setAlert] = useState<string | null>(null);
  const { values, errors, setErrors, change } = useTypeForm(start.values);
  const fieldProps: TypeFieldsProps = {
    idPrefix: ID_PREFIX,
    place,
    values,
    errors,
    onChange: change,
  };
  const [createUnit] = useCreateUnitMutation();
  const creating = useRef(false);
  const finished = useRef(false);
  const heading = useStepHeadingFocus(step);
  usePersistTypeDraft(draftAddress, step, values, finished);

  const showErrors = (found: TypeErrors): boolean => {
    setErrors(found);
    const keys = Object.keys(found) as TypeErrorKey[];
    if (keys.length === 0) return false;
    const first = Math.min(...keys.map(stepOfError));
    setStep(first);
    focusFirstTypeError(ID_PREFIX, found);
    return true;
  };

  const next = () => {
    if (!showErrors(STEP_CHECKS[step](values, place))) setStep(step + 1);
  };

  const create = async () => {
    if (creating.current || showErrors(allErrors(values, place))) return;
    creating.current = true;
    setAlert(null);
    try {
      await createUnit({ id: productId, body: toUnitInput(values, place.unit) }).unwrap();
      finished.current = true;
      if (draftAddress) clearTypeDraft(draftAddress);
      const items = itemsPerUnit(values, place);
      notifier.success({
        message: typeAddedMessage(place),
        description:
          items === null
            ? undefined
            : `One ${UNIT_NAMES[place.unit].one} holds ${unitCount(items, 'BASE')}.`,
      });
      navigate(productPaths.types(productId));
    } catch (error) {
      const refused = serverTypeErrors(error);
      setAlert(refused.message);
      showErrors(refused.errors);
    } finally {
      creating.current = false;
    }
  };

  const body =
    step === 0 ? (
      <DimensionsFields {...fieldProps} />
    ) : step === 1 ? (
      <DetailsFields {...fieldProps} />
    ) : (
      <TypeReview place={place} values={values} />
    );

  return (
    <Card title={<h2 className="card-heading">Add {UNIT_NAMES[place.unit].one} type</h2>}>
      <Steps
        current={step}
        items={TYPE_STEPS.map((s) => ({ title: s.title }))}
        className="type-steps"
      />
      <Form
        layout="vertical"
        component="form"
        noValidate
        aria-label={`Add ${UNIT_NAMES[place.unit].one} type`}
        onFinish={() => void (step === REVIEW_STEP ? create() : next())}
      >
        <Typography.Title level={3} tabIndex={-1} ref={heading} className="type-step-title">
          {TYPE_STEPS[step].title}
        </Typography.Title>
        {alert && <Alert type="error" showIcon role="alert" title={alert} className="type-alert" />}
        {body}
        <Space className="type-actions">
          {step > 0 && <Button onClick={() => setStep(step - 1)}>Back</Button>}
          {step < REVIEW_STEP ? (
            <Button type="primary" onClick={next}>
              Next
            </Button>
          ) : (
            <LoadingButton type="primary" onClick={create}>
              Create {UNIT_NAMES[place.unit].one} type
            </LoadingButton>
          )}
        </Space>
      </Form>
      <Typography.Paragraph type="secondary" className="type-draft-note">
        Your progress is kept as a draft on this device until the type is created.
      </Typography.Paragraph>
    </Card>
  );
}
