import { Alert, Button, Card, Form, Space, Steps, Typography } from 'antd';
import { Formik, useFormikContext, type FormikErrors, type FormikTouched } from 'formik';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearSearchCache } from '@/api/search/searchClient';
import { LoadingButton } from '@/components/LoadingButton';
import { notifier } from '@/components/feedback/notifier';
import { useStepHeadingFocus } from '@/components/wizard/useStepHeadingFocus';
import { useCreateProductMutation, useGetProductFormOptionsQuery } from '../api';
import { productPaths } from '../paths';
import { DetailsSection } from '../form/DetailsSection';
import { focusFirstError } from '../form/focusField';
import { PreferencesSection } from '../form/PreferencesSection';
import { ProductFormProvider } from '../form/ProductFormProvider';
import { useProductForm } from '../form/ProductFormContext';
import { STEP_SCHEMAS, validateProductValues, type ProductFieldErrors } from '../form/schema';
import { placeServerErrors, type ServerFieldErrors } from '../form/serverErrors';
import { ValuesSection } from '../form/ValuesSection';
import {
  LAST_PRODUCT_STEP,
  PRODUCT_STEPS,
  toProductInput,
  type ProductField,
  type ProductFormValues,
} from '../form/values';
import { clearProductDraft } from './draft';
import { PersistDraft } from './PersistDraft';

export const PRODUCT_CREATED_MESSAGE = 'Product created';
const ID_PREFIX = 'product-wizard';

export interface WizardStart {
  step: number;
  values: ProductFormValues;
  /** The resumed draft had images too large to keep. */
  imagesDropped: boolean;
}

const touchedFor = (fields: readonly ProductField[]): FormikTouched<ProductFormValues> =>
  Object.fromEntries(fields.map((f) => [f, true]));

function StepBody({ step }: { step: number }) {
  const { data, isLoading } = useGetProductFormOptionsQuery();
  if (step === 0)
    return <DetailsSection categories={data?.categories ?? []} categoriesLoading={isLoading} />;
  if (step === 1) return <ValuesSection />;
  return <PreferencesSection />;
}

interface WizardStepsProps {
  step: number;
  onStep: (step: number) => void;
  onCreate: (values: ProductFormValues) => Promise<void>;
  alert: string | null;
}

/** The form of the current step with Back, Next and Create. */
function WizardSteps({ step, onStep, onCreate, alert }: WizardStepsProps) {
  const formik = useFormikContext<ProductFormValues>();
  const { skuCheck } = useProductForm();
  const heading = useStepHeadingFocus(step);

  /** Validates one step; shows its messages; true when it may be left forward. */
  const checkStep = async (index: number): Promise<boolean> => {
    const fields = PRODUCT_STEPS[index].fields;
    const errors: ProductFieldErrors = await validateProductValues(
      STEP_SCHEMAS[index],
      formik.values,
    );
    await formik.setTouched({ ...formik.touched, ...touchedFor(fields) }, false);
    formik.setErrors(errors as FormikErrors<ProductFormValues>);
    if (Object.keys(errors).length > 0) {
      if (index === step) focusFirstError(ID_PREFIX, Object.keys(errors));
      return false;
    }
    // The SKU must also be free; a failed check lets the person go on (the server re-checks).
    if (index === 0 && (await skuCheck.ensure()) !== null) {
      if (step === 0) focusFirstError(ID_PREFIX, ['sku']);
      return false;
    }
    return true;
  };

  const next = async () => {
    if (await checkStep(step)) onStep(step + 1);
  };

  const create = async () => {
    for (let index = 0; index <= LAST_PRODUCT_STEP; index += 1) {
      if (!(await checkStep(index))) {
        onStep(index);
        return;
      }
    }
    await onCreate(formik.values);
  };

  return (
    <Form
      layout="vertical"
      component="form"
      noValidate
      aria-label="Add product"
      onFinish={() => void (step === LAST_PRODUCT_STEP ? create() : next())}
    >
      <Typography.Title level={2} tabIndex={-1} ref={heading} className="wizard-step-title">
        {PRODUCT_STEPS[step].title}
      </Typography.Title>
      {alert && <Alert type="error" showIcon title={alert} role="alert" className="form-alert" />}
      <StepBody step={step} />
      <Space className="wizard-actions">
        {step > 0 && <Button onClick={() => onStep(step - 1)}>Back</Button>}
        {step < LAST_PRODUCT_STEP ? (
          <LoadingButton key="next" type="primary" onClick={next}>
            Next
          </LoadingButton>
        ) : (
          <LoadingButton key="create" type="primary" onClick={create}>
            Create product
          </LoadingButton>
        )}
      </Space>
    </Form>
  );
}

/**
 * /space/products/new: Details → Values → Preferences (SPEC §2). One formik form; each step
 * validates only its own fields on Next, Back never validates, and every change is kept as the
 * draft. The create call runs once however often the button or Enter is pressed.
 */
export function ProductWizard({ start, owner }: { start: WizardStart; owner: string | null }) {
  const navigate = useNavigate();
  const [step, setStep] = useState(start.step);
  const [serverErrors, setServerErrors] = useState<ServerFieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [createProduct] = useCreateProductMutation();
  const creating = useRef(false);
  const finished = useRef(false);
  const isFinished = useCallback(() => finished.current, []);

  const onCreate = async (values: ProductFormValues) => {
    if (creating.current) return;
    creating.current = true;
    setAlert(null);
    try {
      const product = await createProduct(toProductInput(values)).unwrap();
      // The list reads the search index: make sure it asks again rather than answer from cache.
      await clearSearchCache();
      finished.current = true;
      clearProductDraft();
      notifier.success({ message: PRODUCT_CREATED_MESSAGE, description: product.title });
      navigate(productPaths.summary(product.id));
    } catch (error) {
      const placed = placeServerErrors(error, values);
      setServerErrors(placed.fields);
      setAlert(placed.message);
      if (placed.firstStep !== null) setStep(placed.firstStep);
    } finally {
      creating.current = false;
    }
  };

  return (
    <Card>
      <Steps
        current={step}
        items={PRODUCT_STEPS.map((s) => ({ title: s.title }))}
        className="wizard-steps"
      />
      {start.imagesDropped && (
        <Alert
          type="info"
          showIcon
          title="The images were too large to keep in the draft: please add them again."
          className="form-alert"
        />
      )}
      <Formik<ProductFormValues>
        initialValues={start.values}
        validate={(values) => validateProductValues(STEP_SCHEMAS[step], values)}
        onSubmit={() => undefined}
      >
        <ProductFormProvider idPrefix={ID_PREFIX} serverErrors={serverErrors}>
          <PersistDraft owner={owner} step={step} finished={isFinished} />
          <WizardSteps step={step} onStep={setStep} onCreate={onCreate} alert={alert} />
        </ProductFormProvider>
      </Formik>
      <Typography.Paragraph type="secondary" className="wizard-draft-note">
        Your progress is kept as a draft on this device until the product is created.
      </Typography.Paragraph>
    </Card>
  );
}
